/** The goods kinds bought through issue 17's screens; other kinds keep their own buy buttons. */
export const BUY_KINDS = ['integral', 'ip', 'art', 'gold', 'meta', 'nft'] as const;
export type BuyKind = (typeof BUY_KINDS)[number];
/** Kinds whose order is an ordinary checkout order at the goods' sale price. */
export const SALE_PRICE_KINDS = ['ip', 'art', 'gold', 'meta', 'nft'] as const;
export type SalePriceKind = (typeof SALE_PRICE_KINDS)[number];

/**
 * Virtual (digital) goods: issued to the buyer's account when paid (a collectible minted on 星Q链, a metaverse parcel),
 * so their order takes no address, charges no express fee and is complete once paid. The other kinds are parcels:
 * IP goods are licensed merchandise, art an original work with its certificate, gold by weight, points goods 包邮到家.
 */
export const VIRTUAL_KINDS = ['nft', 'meta'] as const;
export const isVirtualKind = (kind: string): boolean => (VIRTUAL_KINDS as readonly string[]).includes(kind);
/** An order of these goods kinds ships a parcel (needs an address and pays express) unless every one is virtual. */
export const shipsParcel = (kinds: readonly string[]): boolean => kinds.length === 0 || kinds.some((kind) => !isVirtualKind(kind));

export const isBuyKind = (kind: string): kind is BuyKind => (BUY_KINDS as readonly string[]).includes(kind);
export const isSalePriceKind = (kind: string): kind is SalePriceKind => (SALE_PRICE_KINDS as readonly string[]).includes(kind);
/**
 * Kinds the ordinary buy-now order (kind_play_order) sells at the goods' sale price: the sale-price kinds, and a group
 * goods bought alone (单独购买, issue 34) — at its single price only, never the group price, and with no group.
 */
export const buysAtSalePrice = (kind: string): boolean => isSalePriceKind(kind) || kind === 'group';

/**
 * The gold day's price shown to a buyer: the shop prices gold goods by weight, so the price per gram is the goods'
 * sale price divided by its weight, in whole fen (rounded). No outside gold feed: the sale price stays the price.
 */
export function goldDayPricePerGram(salePriceFen: number, weightGrams: number): number {
  if (!(weightGrams > 0)) return 0;
  return Math.round(salePriceFen / weightGrams);
}

/** An integral order's points: the per-item points times the number, and whether the balance covers it. */
export function integralTotal(pointsEach: number, num: number, balance: number | null) {
  const total = pointsEach * num;
  return { total, enough: balance === null ? null : balance >= total };
}

/**
 * The points an integral goods costs, from its goods.extra.points: a positive whole number, or none (the goods is then
 * not exchangeable). Its card, its detail and its fill-in order read the same value by this one rule.
 */
export function integralPoints(kind: string, stored: unknown): number | null {
  const points = Number(stored);
  return kind === 'integral' && Number.isSafeInteger(points) && points > 0 ? points : null;
}
