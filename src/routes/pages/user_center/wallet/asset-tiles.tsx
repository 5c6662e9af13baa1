import { useNavigate } from '@tanstack/react-router';
import type { AssetBalance } from '../../../../contract/wallet/wallet';
import { ASSET_INFO, ASSETS, formatAssetAmount } from '../../../../domain/wallet-rules';
import { WALLET_TEXTS as T } from '../../../../ui/wallet-texts';
import { ASSET_PAGES } from '../../../wallet/wallet-links';

/** Every asset the user holds as a tile that opens its wallet; the balance's own wallet is this page, so it opens its details. */
export function AssetTiles({ assets }: { assets: AssetBalance[] }) {
  const navigate = useNavigate();
  return (
    <section className="wallet-card">
      <h3 className="wallet-card__title">{T.assets}</h3>
      <div className="asset-tiles">
        {ASSETS.map((asset) => {
          const balance = assets.find((a) => a.asset === asset);
          const to = asset === 'CNY' ? ASSET_PAGES.CNY.details : ASSET_PAGES[asset].wallet;
          return (
            <button key={asset} type="button" className="asset-tile" data-testid={`asset-tile-${asset}`} onClick={() => void navigate({ to })}>
              <span className="asset-tile__label">{ASSET_INFO[asset].label}</span>
              <strong className="asset-tile__amount">{balance ? formatAssetAmount(asset, balance.available) : '--'}</strong>
              <span className="asset-tile__unit">{ASSET_INFO[asset].unit === ASSET_INFO[asset].label ? '' : ASSET_INFO[asset].unit}</span>
            </button>
          );
        })}
      </div>
    </section>
  );
}
