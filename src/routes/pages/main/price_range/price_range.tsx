import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { NavBar } from 'antd-mobile';
import { TEXTS } from '../../../../ui/texts';
import { PATHS } from '../../../paths';
import { PRICE_BANDS } from './price-bands';
import { goBack } from '../../../go-back';

/** spec §2 main/price_range: shop by price band. */
function PriceRangeScreen() {
  const navigate = useNavigate();
  return (
    <div className="page">
      <NavBar onBack={() => goBack()}>{TEXTS.discovery.priceRange}</NavBar>
      <div className="price-bands">
        {PRICE_BANDS.map((band) => (
          <button
            key={band.low}
            type="button"
            className="price-bands__band"
            style={{ background: `hsl(${band.hue} 70% 45%)` }}
            onClick={() => void navigate({ to: PATHS.priceRangeGoods, search: { startPrice: band.low, endPrice: band.high } })}
          >
            {TEXTS.discovery.priceBand(band.low, band.high)}
          </button>
        ))}
      </div>
    </div>
  );
}

export const Route = createLazyRoute(PATHS.priceRange)({ component: PriceRangeScreen });
