import { formatFenBigInt } from './money';

// The wallets' rules (issue 11). The spec names the wallets and their pages but not how value moves between
// them; these choices are ours, shown on the screens that use them, and recorded in docs/decisions/009.

/** The kinds of value a user or shop holds. Every amount is a whole number of the asset's smallest unit. */
export const ASSETS = ['CNY', 'SHELF', 'CIRC', 'POINT', 'DAT', 'DTAP', 'STAR'] as const;
export type Asset = (typeof ASSETS)[number];

interface AssetInfo {
  label: string;
  /** Decimals the smallest unit stands for: 2 for fen-like amounts, 0 for counted tickets and points. */
  decimals: 0 | 2;
  unit: string;
}

export const ASSET_INFO: Record<Asset, AssetInfo> = {
  CNY: { label: '余额', decimals: 2, unit: '元' },
  SHELF: { label: '上架券', decimals: 0, unit: '张' },
  CIRC: { label: '流通券', decimals: 0, unit: '张' },
  POINT: { label: '积分', decimals: 0, unit: '分' },
  DAT: { label: 'DAT', decimals: 2, unit: 'DAT' },
  DTAP: { label: 'DTAP', decimals: 2, unit: 'DTAP' },
  STAR: { label: 'StarToken', decimals: 2, unit: 'StarToken' },
};

/**
 * A move of the user's own value from one asset to another. `to = from × toPer / fromPer`, and `from` must be a
 * whole multiple of `fromPer` so nothing is rounded away.
 */
export interface ConversionRule {
  from: Asset;
  to: Asset;
  fromPer: number;
  toPer: number;
  /** Smallest `from` amount, in the from asset's unit. */
  min: number;
  title: string;
  /** What the page tells the user before they confirm. */
  explain: string;
}

export const CONVERSIONS = {
  'startoken-upto-pay': { from: 'CNY', to: 'STAR', fromPer: 1, toPer: 1, min: 100, title: 'StarToken充值', explain: '1元余额兑换1 StarToken，即时到账' },
  'startoken-balance-aplay': { from: 'STAR', to: 'CNY', fromPer: 1, toPer: 1, min: 100, title: 'StarToken转余额', explain: '1 StarToken兑换1元余额，即时到账' },
  'transform-balance-pay': { from: 'CNY', to: 'DAT', fromPer: 1, toPer: 1, min: 100, title: '余额转DAT', explain: '1元余额兑换1 DAT，即时到账' },
  'transform-dtap-pay': { from: 'DAT', to: 'DTAP', fromPer: 1000, toPer: 100, min: 1000, title: 'DAT转DTAP', explain: '10 DAT兑换1 DTAP，数量须为10的整数倍' },
  'shelf-upto-pay': { from: 'CNY', to: 'SHELF', fromPer: 100, toPer: 1, min: 100, title: '购买上架券', explain: '每张上架券1.00元，商品上架时使用' },
  'circulate-upto-pay': { from: 'CNY', to: 'CIRC', fromPer: 100, toPer: 1, min: 100, title: '购买流通券', explain: '每张流通券1.00元，藏品转售和交换时使用' },
} as const satisfies Record<string, ConversionRule>;
export type ConversionName = keyof typeof CONVERSIONS;
export const CONVERSION_NAMES = Object.keys(CONVERSIONS) as ConversionName[];

/** The amount a conversion credits, or null if `from` is not a whole multiple of the rule's step. */
export function convertedAmount(rule: ConversionRule, from: number): number | null {
  if (!Number.isInteger(from) || from <= 0 || from % rule.fromPer !== 0) return null;
  return (from / rule.fromPer) * rule.toPer;
}

/** The most one conversion moves, in the from wallet's smallest unit (50,000.00). */
export const CONVERT_MAX = 5_000_000;

/** Withdrawals to a bank card: whole fen between these limits, no fee. */
export const WITHDRAW_MIN_FEN = 100;
export const WITHDRAW_MAX_FEN = 5_000_000;
/** A request the administrator has not decided in this time is voided and the money returns (a job on the host). */
export const WITHDRAW_EXPIRY_MS = 7 * 24 * 60 * 60 * 1000;
export const TOP_UP_MIN_FEN = 100;
export const TOP_UP_MAX_FEN = 5_000_000;
/** Points a completed order earns: one per whole yuan paid, credited when the order settles. */
export const POINTS_PER_YUAN = 1;
/** The platform's share of a completed order when neither the shop nor the company sets one, in basis points. */
export const DEFAULT_FINANCE_SCALE_BP = 500;

export const WITHDRAW_STATUSES = ['PENDING', 'APPROVED', 'REFUSED', 'EXPIRED'] as const;
export type WithdrawStatus = (typeof WITHDRAW_STATUSES)[number];
export const WITHDRAW_STATUS_TEXT: Record<WithdrawStatus, string> = {
  PENDING: '审核中', APPROVED: '已到账', REFUSED: '已驳回', EXPIRED: '已过期退回',
};

/** Why value moved, as the wallet's detail-type filter shows it. */
export const MOVEMENT_KINDS = {
  WELCOME: '新用户体验金',
  TOP_UP: '余额充值',
  ORDER_PAY: '订单支付',
  LATE_PAY_REFUND: '支付退回',
  REFUND: '售后退款',
  SETTLE: '订单结算',
  CONVERT: '钱包互转',
  WITHDRAW: '提现',
  POINTS: '积分奖励',
  SHELF_PAY: '商品上架',
  SPELL_REFUND: '拼拍退款',
  SPELL_REWARD: '拼拍补贴',
  GROUP_REFUND: '拼团退款',
  AUCTION_DEPOSIT: '拍卖保证金',
  INTEGRAL_PAY: '积分兑换',
  INTEGRAL_REFUND: '积分退回',
  NFT_CIRCULATE: '藏品流通费',
  AGENT_COMMISSION: '代理佣金',
} as const;
export type MovementKind = keyof typeof MOVEMENT_KINDS;

/**
 * What may set value aside (a ledger hold, decision 009), each named by its cause while the hold is open: the
 * wallet's 冻结中 breakdown and the deactivation check say these. A new kind of hold adds its name here first.
 */
export const HOLD_CAUSES = {
  WITHDRAW: '提现审核中',
  AUCTION_DEPOSIT: '拍卖保证金',
  NFT_CIRCULATE: '藏品转售中',
} as const satisfies Partial<Record<MovementKind, string>>;
export type HoldKind = keyof typeof HOLD_CAUSES;
export const HOLD_KINDS = Object.keys(HOLD_CAUSES) as [HoldKind, ...HoldKind[]];

/** A details line of a hold: its start takes the amount from the available value, its end gives it back. */
export const HOLD_LINES = { FREEZE: '冻结', UNFREEZE: '解冻' } as const;
export type HoldLine = keyof typeof HOLD_LINES;

/** `6222 **** **** 1234`: only the last four digits of a card are ever shown after it is typed. */
export function maskCardNumber(last4: string): string {
  return `**** **** **** ${last4}`;
}

/** An 18-digit ID shown as its first and last character: 1**************X. */
export function maskIdCard(idCard: string): string {
  if (idCard.length < 2) return '*';
  return `${idCard.charAt(0)}${'*'.repeat(idCard.length - 2)}${idCard.charAt(idCard.length - 1)}`;
}

/** A whole amount of an asset as the wallet shows it: 12345 CNY → 123.45, 7 SHELF → 7. */
export function formatAssetAmount(asset: Asset, amount: number): string {
  return ASSET_INFO[asset].decimals === 0 ? String(amount) : formatFenBigInt(BigInt(amount));
}
