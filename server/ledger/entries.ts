import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { HoldLine, MovementKind } from '../../src/domain/wallet-rules';
import type { Db } from '../db/open';
import { ledgerEntries } from '../db/schema';
import { accountIdOf, balanceOf, type AccountRef } from './accounts';

/** UTC+8 (docs/decisions/006): the wallet's days are China's days. */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

interface LineRow { id: string; amount: string | number; kind: string; ref_id: string; memo: string; created_at: string | number; hold: HoldLine | null }

/**
 * An account's details, newest first, optionally of one kind, with its available value: every posted movement,
 * and each hold as lines of its own: its freeze (minus, when it was placed) and, once it ended, its release (plus).
 * The lines add up to the available value. At one instant a release shows below the movement that posted it.
 */
export async function entryPage(db: Db, ref: AccountRef, page: { pageNum: number; pageSize: number; kind?: MovementKind | '' }, now: number) {
  const accountId = await accountIdOf(db, ref, now);
  const kind = page.kind || null;
  const lines = sql`
    select 'E' || e.id as id, e.amount, t.kind, t.ref_id, t.memo, e.created_at, null::text as hold, e.id as seq, 0 as phase
      from ledger_entries e join ledger_txns t on t.id = e.txn_id
      where e.account_id = ${accountId} and (${kind}::text is null or t.kind = ${kind})
    union all
    select h.id || ':F', -h.amount, h.kind, h.ref_id, h.memo, h.created_at, 'FREEZE', 0, 0
      from ledger_holds h where h.account_id = ${accountId} and (${kind}::text is null or h.kind = ${kind})
    union all
    select h.id || ':U', h.amount, h.kind, h.ref_id, h.memo, h.settled_at, 'UNFREEZE', 0, 1
      from ledger_holds h where h.account_id = ${accountId} and h.status <> 'HELD' and (${kind}::text is null or h.kind = ${kind})`;
  const found = await db.execute(sql`select id, amount, kind, ref_id, memo, created_at, hold from (${lines}) l
    order by created_at desc, seq desc, phase desc, id desc limit ${page.pageSize} offset ${(page.pageNum - 1) * page.pageSize}`);
  const counted = await db.execute(sql`select count(*) as n from (${lines}) l`);
  const rows = (found as unknown as { rows: LineRow[] }).rows;
  return {
    list: rows.map((row) => ({
      id: row.id, asset: ref.asset, amount: Number(row.amount), kind: row.kind as MovementKind, refId: row.ref_id, memo: row.memo,
      createdAt: Number(row.created_at), hold: row.hold,
    })),
    total: Number((counted as unknown as { rows: { n: string | number }[] }).rows[0]?.n ?? 0),
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

