/** The blind-box price screen's rules (blindbox_price): typed text → the host's units, checked by domain/blindbox. Pure. */
import { guaranteeProblem, oddsProblem, percentToBp, ODDS_TOTAL_BP, BLINDBOX_MESSAGES, type OddsRow } from './blindbox';
import { yuanTextToFen } from './goods-draft';

export interface BlindboxFormText {
  goodsIds: string[];
  /** goodsId → percent as typed ("33.33"). */
  odds: Record<string, string>;
  price: string;
  guaranteeDraws: string;
  guaranteeGoodsId: string;
  purchaseLimit: string;
}

export const BLINDBOX_FORM_MESSAGES = {
  price: '请填写盲盒价格，最多两位小数',
  guaranteeDraws: '保底抽数需在2到1000之间',
  purchaseLimit: '限购数量需在1到999之间',
} as const;

/** 1250 → "12.5" (the percent as the owner types it). */
export function bpToPercentText(bp: number): string {
  return String(Number((bp / 100).toFixed(2)));
}

/** The running total in basis points of the odds typed so far; a row not yet a valid percent counts 0. */
export function oddsTotalBp(form: Pick<BlindboxFormText, 'goodsIds' | 'odds'>): number {
  return form.goodsIds.reduce((sum, id) => sum + (percentToBp(form.odds[id] ?? '') ?? 0), 0);
}

/** "99.99%" for the running total, always with 2 decimals so 100.00% reads as exact. */
export function formatTotal(bp: number): string {
  return `${(bp / 100).toFixed(2)}%`;
}

export function isExactTotal(bp: number): boolean {
  return bp === ODDS_TOTAL_BP;
}

/** Each goods at an equal share, the rest on the first rows so the table adds up to exactly 100% (a starting point). */
export function evenOdds(goodsIds: readonly string[]): Record<string, string> {
  if (!goodsIds.length) return {};
  const share = Math.floor(ODDS_TOTAL_BP / goodsIds.length);
  let rest = ODDS_TOTAL_BP - share * goodsIds.length;
  return Object.fromEntries(goodsIds.map((id) => {
    const bp = share + (rest > 0 ? 1 : 0);
    rest -= rest > 0 ? 1 : 0;
    return [id, bpToPercentText(bp)];
  }));
}

const wholeOrNull = (text: string): number | null | undefined => {
  const t = text.trim();
  if (!t) return null;
  return /^\d{1,4}$/.test(t) ? Number(t) : undefined;
};

export interface BlindboxPriceInput {
  price: number;
  items: OddsRow[];
  guaranteeDraws: number | null;
  guaranteeGoodsId: string;
  purchaseLimit: number | null;
}

/** The price screen's values in host units, or the first reason it cannot be saved (the host's own messages where it has them). */
export function blindboxPriceInput(form: BlindboxFormText): { ok: true; value: BlindboxPriceInput } | { ok: false; msg: string } {
  const price = yuanTextToFen(form.price);
  if (price === null || price < 1) return { ok: false, msg: BLINDBOX_FORM_MESSAGES.price };
  const items: OddsRow[] = [];
  for (const goodsId of form.goodsIds) {
    const oddsBp = percentToBp(form.odds[goodsId] ?? '');
    if (oddsBp === null) return { ok: false, msg: BLINDBOX_MESSAGES.percentInvalid };
    items.push({ goodsId, oddsBp });
  }
  const odds = oddsProblem(items);
  if (odds) return { ok: false, msg: odds };
  const draws = wholeOrNull(form.guaranteeDraws);
  if (draws === undefined || (draws !== null && (draws < 2 || draws > 1000))) return { ok: false, msg: BLINDBOX_FORM_MESSAGES.guaranteeDraws };
  const guaranteeGoodsId = draws === null && !form.guaranteeGoodsId ? '' : form.guaranteeGoodsId;
  const guarantee = guaranteeProblem(items, { draws, goodsId: guaranteeGoodsId });
  if (guarantee) return { ok: false, msg: guarantee };
  const limit = wholeOrNull(form.purchaseLimit);
  if (limit === undefined || (limit !== null && (limit < 1 || limit > 999))) return { ok: false, msg: BLINDBOX_FORM_MESSAGES.purchaseLimit };
  return { ok: true, value: { price, items, guaranteeDraws: draws, guaranteeGoodsId, purchaseLimit: limit } };
}

/** Whether the odds table (goods and their odds) differs from the one a box had: on sale, such a save makes a new version. */
export function oddsChanged(items: readonly OddsRow[], before: readonly OddsRow[]): boolean {
  return JSON.stringify(items.map((i) => [i.goodsId, i.oddsBp])) !== JSON.stringify(before.map((i) => [i.goodsId, i.oddsBp]));
}
