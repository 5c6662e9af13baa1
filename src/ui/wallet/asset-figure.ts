import { ASSET_INFO, formatAssetAmount, type Asset } from '../../domain/wallet-rules';

/** An amount with its unit as a sentence shows it: 3.00元, 3张, but 10.00 DAT with a space before a Latin unit. */
export function formatAssetFigure(asset: Asset, amount: number): string {
  const { unit } = ASSET_INFO[asset];
  return `${formatAssetAmount(asset, amount)}${/^[A-Za-z]/.test(unit) ? ' ' : ''}${unit}`;
}
