// The platform's finance and share (issue 14): rules the host and the administrator's screens share. Days and
// months are China's (UTC+8), as the shop's profit is (src/domain/shop-business.ts).
import { chinaDateOf, lastChinaDays, startOfChinaMonth } from './shop-business';

export const SCALE_MAX_BP = 10_000;

/** The finance screen's windows: the last 30 days, the last 12 months; the call allows up to 90 and 24. */
export const FINANCE_WINDOW = { day: 30, month: 12 } as const;
export const FINANCE_WINDOW_MAX = { day: 90, month: 24 } as const;
export type FinancePeriod = keyof typeof FINANCE_WINDOW;

/** Each figure is a sum of ledger entries of one kind on one side (docs/decisions/009); fen, positive. */
export const FINANCE_FIGURES = {
  revenue: '平台收入',
  shopIncome: '店铺已结算收入',
  paid: '订单支付',
  refund: '退款',
  topUp: '充值',
  withdraw: '提现',
} as const;
export type FinanceFigure = keyof typeof FINANCE_FIGURES;
/** The table's column heads, short enough for a phone's width. */
export const FINANCE_FIGURE_SHORT: Record<FinanceFigure, string> = { revenue: '平台', shopIncome: '店铺', paid: '支付', refund: '退款', topUp: '充值', withdraw: '提现' };
export const FINANCE_FIGURE_KEYS = Object.keys(FINANCE_FIGURES) as FinanceFigure[];

export type FinanceRow = { date: string } & Record<FinanceFigure, number>;

export const emptyFinanceRow = (date: string): FinanceRow => ({ date, revenue: 0, shopIncome: 0, paid: 0, refund: 0, topUp: 0, withdraw: 0 });

/** 2026-11 for a moment of that China month. */
export const chinaMonthOf = (at: number): string => chinaDateOf(at).slice(0, 7);

/** The last `months` China months up to the one holding `now`, oldest first. */
export function lastChinaMonths(now: number, months: number): string[] {
  const out: string[] = [];
  let start = startOfChinaMonth(now);
  for (let i = 0; i < months; i += 1) {
    out.unshift(chinaMonthOf(start));
    start = startOfChinaMonth(start - 1);
  }
  return out;
}

/** Every period of the window, periods without movement as zeros, so the chart has one point per period. */
export function fillFinanceRows(period: FinancePeriod, now: number, count: number, rows: readonly FinanceRow[]): FinanceRow[] {
  const byDate = new Map(rows.map((row) => [row.date, row]));
  const dates = period === 'day' ? lastChinaDays(now, count) : lastChinaMonths(now, count);
  return dates.map((date) => byDate.get(date) ?? emptyFinanceRow(date));
}

/** First moment (UTC+8) of the window's oldest period. */
export function financeWindowStart(period: FinancePeriod, now: number, count: number): number {
  const first = period === 'day' ? lastChinaDays(now, count)[0]! : `${lastChinaMonths(now, count)[0]!}-01`;
  return Date.parse(`${first}T00:00:00+08:00`);
}

/** 500 → "5%", 325 → "3.25%". */
export function formatScale(bp: number): string {
  return `${(bp / 100).toFixed(2).replace(/\.?0+$/, '')}%`;
}

/** A percentage typed by an administrator ("5", "3.25") as basis points, or null when it is not one (0–100, 2 decimals). */
export function parseScalePercent(text: string): number | null {
  const t = text.trim();
  if (!/^(0|[1-9]\d{0,2})(\.\d{1,2})?$/.test(t)) return null;
  const bp = Math.round(Number(t) * 100);
  return bp <= SCALE_MAX_BP ? bp : null;
}
