import { createLazyRoute } from '@tanstack/react-router';
import { NavBar } from 'antd-mobile';
import { classGoodsList } from '../../../../contract/catalogue/goods-list';
import { GoodsListView } from '../../../../ui/discovery/goods-list-view';
import { TEXTS } from '../../../../ui/texts';
import { useOpenGoods } from '../../../goods-links';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import { OPEN_BAND_HIGHEST } from './price-bands';
import { goBack } from '../../../go-back';

/** spec §2 main/price_range_goods: the goods of a price band, sortable and filterable further. */
function PriceRangeGoodsScreen() {
  const { sync } = useAppContext();
  const { startPrice, endPrice } = Route.useSearch();
  const openGoods = useOpenGoods();
  return (
    <div className="page">
      <NavBar onBack={() => goBack()}>{TEXTS.discovery.priceBand(startPrice, endPrice)}</NavBar>
      <GoodsListView
        key={`${startPrice}-${endPrice}`}
        sync={sync}
        base={{ call: classGoodsList }}
        initial={{ startPrice, endPrice: endPrice || OPEN_BAND_HIGHEST }}
        onOpen={openGoods}
      />
    </div>
  );
}

export const Route = createLazyRoute(PATHS.priceRangeGoods)({ component: PriceRangeGoodsScreen });
