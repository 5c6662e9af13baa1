import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { MovementKind } from '../../src/domain/wallet-rules';
import type { Db } from '../db/open';
import { ledgerEntries, ledgerTxns } from '../db/schema';
import { accountIdOf, balanceOf, type AccountRef } from './accounts';

/** UTC+8 (docs/decisions/006): the wallet's days are China's days. */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** An account's movements, newest first, optionally of one kind, with its available value. */
export async function entryPage(db: Db, ref: AccountRef, page: { pageNum: number; pageSize: number; kind?: MovementKind | '' }, now: number) {
  const accountId = await accountIdOf(db, ref, now);
  const where = and(eq(ledgerEntries.accountId, accountId), page.kind ? eq(ledgerTxns.kind, page.kind) : undefined);
  const list = await db.select({
    id: ledgerEntries.id, amount: ledgerEntries.amount, kind: ledgerTxns.kind, refId: ledgerTxns.refId, memo: ledgerTxns.memo, createdAt: ledgerEntries.createdAt,
  }).from(ledgerEntries).innerJoin(ledgerTxns, eq(ledgerTxns.id, ledgerEntries.txnId)).where(where)
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id)).limit(page.pageSize).offset((page.pageNum - 1) * page.pageSize);
  const [total] = await db.select({ n: count() }).from(ledgerEntries).innerJoin(ledgerTxns, eq(ledgerTxns.id, ledgerEntries.txnId)).where(where);
  return {
    list: list.map((row) => ({ ...row, asset: ref.asset, kind: row.kind as MovementKind })),
    total: total?.n ?? 0,
    available: (await balanceOf(db, ref)).available,
  };
}

/** Income and expense per day (UTC+8) over the last `days` days, newest first, days without movement left out. */
export async function entriesByDay(db: Db, ref: AccountRef, days: number, now: number) {
  const accountId = await accountIdOf(db, ref, now);
  // The offset is written into the text, not bound: GROUP BY must see the same expression as the select list.
  const day = sql<string>`to_char(to_timestamp((${ledgerEntries.createdAt} + ${sql.raw(String(CHINA_OFFSET_MS))}) / 1000.0) at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db.select({
    date: day,
    income: sql<number>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.amount} > 0), 0)`,
    expense: sql<number>`coalesce(-sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.amount} < 0), 0)`,
  }).from(ledgerEntries)
    .where(and(eq(ledgerEntries.accountId, accountId), gte(ledgerEntries.createdAt, now - days * 86_400_000)))
    .groupBy(day).orderBy(desc(day));
  return rows.map((row) => ({ date: row.date, income: Number(row.income), expense: Number(row.expense) }));
}

/** Everything ever credited to an account (points earned, for example). */
export async function creditedTotal(db: Db, ref: AccountRef, now: number): Promise<number> {
  const accountId = await accountIdOf(db, ref, now);
  const [row] = await db.select({ total: sql<number>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.amount} > 0), 0)` })
    .from(ledgerEntries).where(eq(ledgerEntries.accountId, accountId));
  return Number(row?.total ?? 0);
}

