import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { ledger } from '../../db/schema';

export type LedgerKind = 'WELCOME' | 'PAY' | 'REFUND' | 'LATE_PAY_REFUND';

/** A balance is the sum of its ledger rows, never a stored number. */
export async function balanceOf(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ sum: sql<number>`coalesce(sum(${ledger.amount}), 0)::int` }).from(ledger).where(eq(ledger.userId, userId));
  return row?.sum ?? 0;
}

/** Writes one movement; callers run it in the transaction of its cause. */
export async function writeLedger(
  db: Db, row: { userId: string; amount: number; kind: LedgerKind; refId: string; memo: string }, now: number,
): Promise<void> {
  await db.insert(ledger).values({ ...row, createdAt: now });
}

export async function ledgerPage(db: Db, userId: string, pageNum: number, pageSize: number) {
  const list = await db.select({ id: ledger.id, amount: ledger.amount, kind: ledger.kind, refId: ledger.refId, memo: ledger.memo, createdAt: ledger.createdAt })
    .from(ledger).where(eq(ledger.userId, userId)).orderBy(desc(ledger.id)).limit(pageSize).offset((pageNum - 1) * pageSize);
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(ledger).where(eq(ledger.userId, userId)) as [{ total: number }];
  return { list, total, balance: await balanceOf(db, userId) };
}
