/** How a paid blind box is drawn and who may buy one (issue 17; docs/decisions/006 "Blind boxes"). Pure: the roll is passed in. */
import { ODDS_TOTAL_BP, type OddsRow } from './blindbox';

/** The roll is a whole number in [0, DRAW_RANGE): one step per basis point of odds. */
export const DRAW_RANGE = ODDS_TOTAL_BP;
/** 2023 market rules for blind boxes (盲盒经营活动规范指引): no sales to children under 8. */
export const BLINDBOX_MIN_AGE = 8;

export const BLINDBOX_BUY_MESSAGES = {
  versionChanged: '盲盒概率表已更新，请查看新的概率后再购买',
  priceChanged: '盲盒价格已变化，请确认后再购买',
  offSale: '该盲盒已下架',
  limitReached: (limit: number) => `该盲盒每人限购${limit}个，您已达到限购数量`,
  underAge: `根据盲盒经营规范，不向未满${BLINDBOX_MIN_AGE}周岁的未成年人销售盲盒`,
  notCancellable: '只能取消待付款的盲盒订单',
  needsNetwork: '购买盲盒需要联网，请连接网络后再试',
} as const;

/** The item a roll lands on: the rows' odds laid end to end over [0, DRAW_RANGE). */
export function itemForRoll<T extends OddsRow>(rows: readonly T[], roll: number): T {
  let upTo = 0;
  for (const row of rows) {
    upTo += row.oddsBp;
    if (roll < upTo) return row;
  }
  throw new RangeError(`roll ${roll} is outside the odds table`);
}

/** 保底 (ours): after N−1 boxes in a row without the 保底 goods, the buyer's Nth box holds it. */
export function isGuaranteedDraw(sinceGuarantee: number, guaranteeDraws: number | null): boolean {
  return guaranteeDraws !== null && sinceGuarantee + 1 >= guaranteeDraws;
}

/** Whole years between a YYYY-MM-DD birth date and a YYYY-MM-DD day. */
export function ageOn(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}
