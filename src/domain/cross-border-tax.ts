/**
 * 税费 of 海外直邮 (global) goods (decision 037): the cross-border retail import tax, 9.1% of the goods' price (customs
 * duty 0% within the yearly quota; import VAT 13% × 70%). Per shop order, on the global lines' sale price × number,
 * rounded half up to the fen. Express and coupons do not change it.
 */
export const CROSS_BORDER_TAX_BP = 910;

export function crossBorderTaxFor(globalGoodsFen: number): number {
  if (globalGoodsFen <= 0) return 0;
  return Math.floor((globalGoodsFen * CROSS_BORDER_TAX_BP + 5_000) / 10_000);
}

/** The goods value the tax is taken on: the global lines of one shop order. */
export function taxableGlobalFen(lines: readonly { goodsKind: string; price: number; num: number }[]): number {
  return lines.reduce((sum, l) => (l.goodsKind === 'global' ? sum + l.price * l.num : sum), 0);
}

/** An order with global goods names its 订购人 (real name and ID number), as customs clearance asks. */
export const needsOrderer = (kinds: readonly string[]): boolean => kinds.includes('global');
