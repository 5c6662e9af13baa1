import { sql } from 'drizzle-orm';
import { companyFinanceFigures } from '../../../src/contract/company/finance';
import {
  emptyFinanceRow, FINANCE_FIGURE_KEYS, fillFinanceRows, financeWindowStart, type FinancePeriod, type FinanceRow,
} from '../../../src/domain/company-finance';
import type { Db } from '../../db/open';
import { bind, type Binding } from '../../http/bind-call';
import { balanceOf, platformAccount } from '../../ledger/accounts';

/** UTC+8 written into the text (as shop-business/profit.ts does): GROUP BY must see the select list's expression. */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

/**
 * Each figure is the sum of one side of the ledger's movements (docs/decisions/009), so it agrees with the accounts:
 * revenue is every entry on REVENUE (shares in, shares given back by late refunds out); shop income the SETTLE
 * credits of shops; paid the ORDER_PAY credits of ESCROW; refunds the REFUND and LATE_PAY_REFUND credits of users;
 * top-ups the TOP_UP credits of users; withdrawals the WITHDRAW credits of PAYOUT (approved ones only).
 */
const FIGURE_SQL: Record<keyof Omit<FinanceRow, 'date'>, string> = {
  revenue: `a.owner_kind = 'platform' and a.owner_id = 'REVENUE'`,
  shopIncome: `a.owner_kind = 'shop' and t.kind = 'SETTLE'`,
  paid: `a.owner_kind = 'platform' and a.owner_id = 'ESCROW' and t.kind = 'ORDER_PAY'`,
  refund: `a.owner_kind = 'user' and t.kind in ('REFUND', 'LATE_PAY_REFUND')`,
  topUp: `a.owner_kind = 'user' and t.kind = 'TOP_UP'`,
  withdraw: `a.owner_kind = 'platform' and a.owner_id = 'PAYOUT' and t.kind = 'WITHDRAW'`,
};

type Row = { date: string } & Record<string, string | number | null>;

export async function financeFigures(db: Db, period: FinancePeriod, count: number, now: number) {
  const format = period === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
  const date = `to_char(to_timestamp((e.created_at + ${CHINA_OFFSET_MS}) / 1000.0) at time zone 'UTC', '${format}')`;
  const sums = FINANCE_FIGURE_KEYS.map((key) => `coalesce(sum(e.amount) filter (where ${FIGURE_SQL[key]}), 0) as "${key}"`).join(', ');
  const from = financeWindowStart(period, now, count);
  const result = await db.execute(sql.raw(`select ${date} as date, ${sums} from ledger_entries e
    join ledger_txns t on t.id = e.txn_id join ledger_accounts a on a.id = e.account_id
    where a.asset = 'CNY' and e.created_at >= ${from} and e.created_at <= ${now} group by 1`));
  const found = ((result as unknown as { rows: Row[] }).rows).map((r) => {
    const row = emptyFinanceRow(r.date);
    for (const key of FINANCE_FIGURE_KEYS) row[key] = Number(r[key] ?? 0);
    return row;
  });
  const rows = fillFinanceRows(period, now, count, found);
  const totals = emptyFinanceRow(`${rows[0]!.date}~${rows.at(-1)!.date}`);
  for (const row of rows) for (const key of FINANCE_FIGURE_KEYS) totals[key] += row[key];
  const [escrow, revenue] = await Promise.all([balanceOf(db, platformAccount('ESCROW')), balanceOf(db, platformAccount('REVENUE'))]);
  return { period, rows, totals, unsettled: escrow.posted, revenueBalance: revenue.posted, asOf: now };
}

export const financeBindings: Binding[] = [
  bind(companyFinanceFigures, async ({ input, db, deps }) => financeFigures(db, input.period, input.count, deps.now())),
];
