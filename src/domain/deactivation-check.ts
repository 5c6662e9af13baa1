import { formatFen } from './format';
import { ASSET_INFO, formatAssetAmount, HOLD_KINDS, type Asset, type HoldKind } from './wallet-rules';

/**
 * What must be settled before an account may be closed (issue 34): money the user can still take out, value set
 * aside for a cause that has not ended, orders paid and not finished, and shops they own. Virtual assets with no
 * way back to money (points, tickets, DAT, DTAP) do not stop it: the deactivation screen says they are given up.
 */
export const SETTLE_BEFORE_CLOSING: readonly Asset[] = ['CNY', 'STAR'];

export interface WhatIsLeft {
  /** Available value of the assets in SETTLE_BEFORE_CLOSING, only those above zero. */
  balances: { asset: Asset; amount: number }[];
  /** Open holds of the user's accounts by cause. */
  holds: { asset: Asset; kind: HoldKind; count: number; amount: number }[];
  unfinishedOrders: number;
  shops: number;
}

const holdText: Record<HoldKind, (hold: WhatIsLeft['holds'][number]) => string> = {
  WITHDRAW: (h) => `${h.count}笔提现审核中`,
  AUCTION_DEPOSIT: (h) => `拍卖保证金¥${formatFen(h.amount)}`,
  NFT_CIRCULATE: (h) => `${h.count}件藏品转售中`,
};

/** Each thing left as the user reads it: 余额¥1,726.70, 1笔提现审核中, 拍卖保证金¥100.00, … */
export function leftItems(left: WhatIsLeft): string[] {
  return [
    ...left.balances.map((b) => (b.asset === 'CNY' ? `余额¥${formatFen(b.amount)}` : `${ASSET_INFO[b.asset].label} ${formatAssetAmount(b.asset, b.amount)}`)),
    ...[...left.holds].sort((a, b) => HOLD_KINDS.indexOf(a.kind) - HOLD_KINDS.indexOf(b.kind)).map((h) => holdText[h.kind](h)),
    ...(left.unfinishedOrders > 0 ? [`${left.unfinishedOrders}笔订单未完成`] : []),
    ...(left.shops > 0 ? [`${left.shops}家店铺未关闭`] : []),
  ];
}

/** A shop's deletion refused (issue 34): 店铺还有2笔订单未完成、余额¥12.30，请处理后再删除 (null when nothing is left). */
export function shopDeletionRefusal(items: readonly string[]): string | null {
  return items.length === 0 ? null : `店铺还有${items.join('、')}，请处理后再删除`;
}

/** The refusal: 账户还有余额¥1,726.70、1笔提现审核中、拍卖保证金¥100.00，请处理后再申请注销 (null when nothing is left). */
export function deactivationRefusal(items: readonly string[]): string | null {
  return items.length === 0 ? null : `账户还有${items.join('、')}，请处理后再申请注销`;
}
