// Digital collectibles (数字藏品, issue 17; docs/decisions/006 "Digital collectibles"): owned copies of NFT goods,
// resold between users through a two-sided confirmed trade, or handed to another user (exchange).

/** OWNED: the owner's to keep, list or hand over; LISTED: for sale at its price; LOCKED: one trade holds it. */
export const COLLECTIBLE_STATUSES = ['OWNED', 'LISTED', 'LOCKED'] as const;
export type CollectibleStatus = (typeof COLLECTIBLE_STATUSES)[number];

/**
 * A resale trade: AWAITING_PAY (the buyer locked it and pays the seller's payee account outside the platform),
 * PAID (the buyer says he paid; the seller checks), DONE (the seller confirmed: the owner changed), CANCELLED
 * (the buyer withdrew before paying or the seller saw no money), EXPIRED (a deadline passed).
 */
export const TRADE_STATUSES = ['AWAITING_PAY', 'PAID', 'DONE', 'CANCELLED', 'EXPIRED'] as const;
export type TradeStatus = (typeof TRADE_STATUSES)[number];
export const ACTIVE_TRADE_STATUSES = ['AWAITING_PAY', 'PAID'] as const satisfies readonly TradeStatus[];

/** The buyer's time to pay and say so; then the seller's time to check and confirm. */
export const TRADE_PAY_MS = 30 * 60 * 1000;
export const TRADE_CONFIRM_MS = 24 * 60 * 60 * 1000;

/** Circulation tickets (流通券) a resale or an exchange costs its giving side. */
export const CIRCULATION_FEE_TICKETS = 1;

export const RESALE_MIN_FEN = 100;
/** A collectible is delivered the moment it is paid: its order is not refunded (docs/decisions/006). */
export const COLLECTIBLE_NO_REFUND = '数字藏品为虚拟商品，付款后即已发放，不支持退款';
export const RESALE_MAX_FEN = 10_000_000;

/** How a collectible came to its owner, as the exchange log shows it. */
export const TRANSFER_KINDS = ['MINT', 'TRADE', 'EXCHANGE'] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];

/** The chain number (链上编号): the host's serial, one per collectible ever issued, never reused. */
export function chainNoOf(serial: number): string {
  return `XQ${String(serial).padStart(10, '0')}`;
}

/** What the certificate hashes (SHA-256, hex): anyone holding the shown facts can recompute it. */
export function certificateMessage(chainNo: string, goodsId: string, orderId: string, mintedAt: number): string {
  return `starq-collectible|${chainNo}|${goodsId}|${orderId}|${mintedAt}`;
}

export const NFT_TABS = ['MINE', 'BUY', 'SELL'] as const;
export type NftTab = (typeof NFT_TABS)[number];

/** Issue 34.6: the buyer of a resale pays the seller by the seller's payee code, so listing needs one (host and screen). */
export const PAYEE_REQUIRED = '请先设置微信或支付宝收款码，买家将按收款码向您付款';
