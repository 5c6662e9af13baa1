import { and, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { fillProfitDays, PROFIT_KINDS, startOfChinaDay, startOfChinaMonth, type ProfitKind } from '../../../../src/domain/shop-business';
import type { Db } from '../../../db/open';
import { ledgerAccounts, ledgerEntries, ledgerTxns } from '../../../db/schema';
import { ownerIs, shopAccount } from '../../../ledger/accounts';

/** UTC+8, written into the text as entries.ts does: GROUP BY must see the select list's expression. */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;
const KINDS = Object.keys(PROFIT_KINDS) as ProfitKind[];

/**
 * The shop's income is its ledger account (docs/decisions/009): SETTLE credits it when a buyer confirms receipt
 * (total − refunded − the platform's share), REFUND debits it for a refund after settlement. A refund before
 * settlement never reaches the shop: the settlement credits only what the buyer kept. Read only: a shop that never
 * sold has no account yet, and reading it does not create one.
 */
async function accountOf(db: Db, shopId: string): Promise<number | null> {
  const [row] = await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(ownerIs(shopAccount(shopId)));
  return row?.id ?? null;
}

const incomeOf = (accountId: number, from: number) => and(
  eq(ledgerEntries.accountId, accountId), gte(ledgerEntries.createdAt, from), inArray(ledgerTxns.kind, KINDS),
);

const sums = {
  income: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerTxns.kind} = 'SETTLE'), 0)`,
  refund: sql<string>`coalesce(-sum(${ledgerEntries.amount}) filter (where ${ledgerTxns.kind} = 'REFUND'), 0)`,
  orders: sql<number>`count(*) filter (where ${ledgerTxns.kind} = 'SETTLE')`,
};

async function figuresSince(db: Db, accountId: number | null, from: number) {
  if (accountId === null) return { income: 0, refund: 0, net: 0, orders: 0 };
  const [row] = await db.select(sums).from(ledgerEntries).innerJoin(ledgerTxns, eq(ledgerTxns.id, ledgerEntries.txnId)).where(incomeOf(accountId, from));
  const income = Number(row?.income ?? 0);
  const refund = Number(row?.refund ?? 0);
  return { income, refund, net: income - refund, orders: Number(row?.orders ?? 0) };
}

export async function profitNumbers(db: Db, shopId: string, now: number) {
  const accountId = await accountOf(db, shopId);
  const [today, month, [balance]] = await Promise.all([
    figuresSince(db, accountId, startOfChinaDay(now)),
    figuresSince(db, accountId, startOfChinaMonth(now)),
    db.select({ posted: ledgerAccounts.posted }).from(ledgerAccounts).where(ownerIs(shopAccount(shopId))),
  ]);
  return { today, month, balance: Number(balance?.posted ?? 0) };
}

export async function profitByDay(db: Db, shopId: string, days: number, now: number) {
  const accountId = await accountOf(db, shopId);
  if (accountId === null) return { days: fillProfitDays(now, days, []) };
  const day = sql<string>`to_char(to_timestamp((${ledgerEntries.createdAt} + ${sql.raw(String(CHINA_OFFSET_MS))}) / 1000.0) at time zone 'UTC', 'YYYY-MM-DD')`;
  const from = startOfChinaDay(now) - (days - 1) * 86_400_000;
  const rows = await db.select({ date: day, ...sums }).from(ledgerEntries).innerJoin(ledgerTxns, eq(ledgerTxns.id, ledgerEntries.txnId))
    .where(incomeOf(accountId, from)).groupBy(day);
  return { days: fillProfitDays(now, days, rows.map((r) => ({ date: r.date, income: Number(r.income), refund: Number(r.refund), orders: Number(r.orders) }))) };
}

export async function profitEntryPage(db: Db, shopId: string, page: { pageNum: number; pageSize: number; kind: ProfitKind | '' }) {
  const accountId = await accountOf(db, shopId);
  if (accountId === null) return { list: [], total: 0 };
  const where = and(eq(ledgerEntries.accountId, accountId), inArray(ledgerTxns.kind, page.kind ? [page.kind] : KINDS));
  const [list, [total]] = await Promise.all([
    db.select({ id: ledgerEntries.id, kind: ledgerTxns.kind, refId: ledgerTxns.refId, memo: ledgerTxns.memo, amount: ledgerEntries.amount, createdAt: ledgerEntries.createdAt })
      .from(ledgerEntries).innerJoin(ledgerTxns, eq(ledgerTxns.id, ledgerEntries.txnId)).where(where)
      .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id)).limit(page.pageSize).offset((page.pageNum - 1) * page.pageSize),
    db.select({ n: count() }).from(ledgerEntries).innerJoin(ledgerTxns, eq(ledgerTxns.id, ledgerEntries.txnId)).where(where),
  ]);
  return { list: list.map((row) => ({ ...row, kind: row.kind as ProfitKind, amount: Number(row.amount) })), total: total?.n ?? 0 };
}
