import type { HoldSum } from '../../contract/wallet/wallet';
import { HOLD_CAUSES, type Asset } from '../../domain/wallet-rules';
import { WALLET_TEXTS as T } from '../wallet-texts';
import { formatAssetFigure } from './asset-figure';

/** An asset's frozen total and, under it, each cause's part: 提现审核中 50.00元, 拍卖保证金 100.00元. */
export function HeldBreakdown({ asset, held, holds }: { asset: Asset; held: number; holds: readonly HoldSum[] | undefined }) {
  if (held <= 0) return null;
  // A copy saved before holds were named has none: the total alone is still right.
  const parts = (holds ?? []).filter((h) => h.asset === asset);
  return (
    <div className="asset-wallet__sub" data-testid="wallet-held">
      <div>{T.held(formatAssetFigure(asset, held))}</div>
      {parts.map((part) => (
        <div key={part.kind} className="wallet-held__part" data-testid="wallet-hold">
          {T.heldPart(HOLD_CAUSES[part.kind], formatAssetFigure(asset, part.amount))}
        </div>
      ))}
    </div>
  );
}
