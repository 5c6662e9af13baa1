/** Odds are integer basis points: 10000 is 100%, so a table adds up exactly (issue 13). */
export const ODDS_TOTAL_BP = 10_000;
export const BLINDBOX_MAX_ITEMS = 30;

export interface OddsRow {
  goodsId: string;
  oddsBp: number;
}

export const BLINDBOX_MESSAGES = {
  noGoods: '盲盒至少需要一件商品',
  tooMany: `盲盒最多包含${BLINDBOX_MAX_ITEMS}件商品`,
  duplicate: '盲盒商品不能重复',
  oddsRange: '每件商品的概率需在0.01%到100%之间',
  oddsTotal: (bp: number) => `中奖概率合计必须为100%，当前为${formatOdds(bp)}`,
  guaranteeNotInBox: '保底商品必须是盲盒中的商品',
  guaranteeBoth: '保底抽数和保底商品需同时填写',
  percentInvalid: '概率格式不正确，最多两位小数',
} as const;

/** 1250 → "12.5%". */
export function formatOdds(bp: number): string {
  return `${Number((bp / 100).toFixed(2))}%`;
}

/** The owner types percent with up to 2 decimals ("12.5"); null when it is not such a number. */
export function percentToBp(text: string): number | null {
  const t = text.trim();
  if (!/^(0|[1-9]\d{0,2})(\.\d{1,2})?$/.test(t)) return null;
  return Math.round(Number(t) * 100);
}

/** Why an odds table cannot be sold, or null: at least one goods, no goods twice, each 1–10000 bp, exactly 10000 in all. */
export function oddsProblem(rows: readonly OddsRow[]): string | null {
  if (rows.length === 0) return BLINDBOX_MESSAGES.noGoods;
  if (rows.length > BLINDBOX_MAX_ITEMS) return BLINDBOX_MESSAGES.tooMany;
  if (new Set(rows.map((r) => r.goodsId)).size !== rows.length) return BLINDBOX_MESSAGES.duplicate;
  if (rows.some((r) => !Number.isInteger(r.oddsBp) || r.oddsBp < 1 || r.oddsBp > ODDS_TOTAL_BP)) return BLINDBOX_MESSAGES.oddsRange;
  const total = rows.reduce((sum, r) => sum + r.oddsBp, 0);
  return total === ODDS_TOTAL_BP ? null : BLINDBOX_MESSAGES.oddsTotal(total);
}

/** 保底 (ours: the spec names it, not its rule): after `draws` boxes without it, the buyer's next box holds `goodsId`. */
export function guaranteeProblem(rows: readonly OddsRow[], guarantee: { draws: number | null; goodsId: string }): string | null {
  if ((guarantee.draws === null) !== (guarantee.goodsId === '')) return BLINDBOX_MESSAGES.guaranteeBoth;
  if (guarantee.goodsId && !rows.some((r) => r.goodsId === guarantee.goodsId)) return BLINDBOX_MESSAGES.guaranteeNotInBox;
  return null;
}
