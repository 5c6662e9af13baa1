import { count, inArray, sql, sum } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/open';
import { goodsShelfCounts } from '../../../db/schema';

/** Past this many matches a list's total is the planner's estimate: counting them all would read them all. */
export const EXACT_TOTAL_LIMIT = 10_000;

/** On-shelf goods of these kinds (all kinds when none are named), as the goods table's triggers keep them. */
export async function shelfTotal(db: Db, kinds?: readonly string[]): Promise<number> {
  const [row] = await db.select({ n: sum(goodsShelfCounts.n) }).from(goodsShelfCounts)
    .where(kinds ? inArray(goodsShelfCounts.kind, [...kinds]) : undefined);
  return Number(row?.n ?? 0);
}

/**
 * How many rows the query answers: exact up to EXACT_TOTAL_LIMIT, beyond that the planner's estimate (never below
 * the limit). `matches` builds the list's query without order, limit or offset (`.$dynamic()`); it is called twice,
 * as a query builder is changed by `.limit()`.
 */
export async function boundedTotal(db: Db, matches: () => PgSelect): Promise<number> {
  const capped = matches().limit(EXACT_TOTAL_LIMIT + 1).as('capped');
  const [row] = await db.select({ n: count() }).from(capped);
  const exact = Number(row?.n ?? 0);
  if (exact <= EXACT_TOTAL_LIMIT) return exact;
  return Math.max(EXACT_TOTAL_LIMIT + 1, await estimatedRows(db, matches()));
}

async function estimatedRows(db: Db, matches: PgSelect): Promise<number> {
  const result = (await db.execute(sql`explain (format json) ${matches}`)) as unknown as { rows: Record<string, unknown>[] };
  const plan = Object.values(result.rows[0] ?? {})[0];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: { 'Plan Rows': number } }[];
  return Math.round(parsed[0]?.Plan['Plan Rows'] ?? 0);
}
