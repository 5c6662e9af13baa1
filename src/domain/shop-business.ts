// A shop's customers, comments and profit (spec §7 Shop users, getgoodscommentsinfo, Shop profit): rules the host
// and the screens share. Days and months are China's (UTC+8), as the wallet's are (docs/decisions/006).

const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;
export const DAY_MS = 86_400_000;

/** The owner's reply to a comment: 1–200 characters, given once (docs/decisions/006). */
export const REPLY_MAX = 200;

/** The profit screen's chart and the by-day call's default; the call allows up to 90. */
export const PROFIT_DAYS = 30;
export const PROFIT_DAYS_MAX = 90;

/** What moves a shop's income (ledger kinds on the shop's account, docs/decisions/009). */
export const PROFIT_KINDS = { SETTLE: '订单结算', REFUND: '售后退款' } as const;
export type ProfitKind = keyof typeof PROFIT_KINDS;

/** Midnight (UTC+8) of the day holding `at`, as epoch ms. */
export function startOfChinaDay(at: number): number {
  return Math.floor((at + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS - CHINA_OFFSET_MS;
}

/** Midnight (UTC+8) of the first day of the month holding `at`. */
export function startOfChinaMonth(at: number): number {
  const local = new Date(at + CHINA_OFFSET_MS);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - CHINA_OFFSET_MS;
}

/** 2026-11-23 for a moment of that China day. */
export function chinaDateOf(at: number): string {
  return new Date(at + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The last `days` China days up to the one holding `now`, oldest first. */
export function lastChinaDays(now: number, days: number): string[] {
  const today = startOfChinaDay(now);
  return Array.from({ length: days }, (_, i) => chinaDateOf(today - (days - 1 - i) * DAY_MS));
}

export interface ProfitDay {
  date: string;
  /** Credited to the shop by settled orders, in fen. */
  income: number;
  /** Given back by refunds after settlement, in fen (positive). */
  refund: number;
  /** Orders settled that day. */
  orders: number;
}

/** Every day of the window, days without movement as zeros, so a chart has one point per day. */
export function fillProfitDays(now: number, days: number, rows: readonly ProfitDay[]): ProfitDay[] {
  const byDate = new Map(rows.map((row) => [row.date, row]));
  return lastChinaDays(now, days).map((date) => byDate.get(date) ?? { date, income: 0, refund: 0, orders: 0 });
}
