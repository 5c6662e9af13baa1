import { count, inArray, sql, sum } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/open';
import { goodsShelfCounts } from '../../../db/schema';

/** On-shelf goods of these kinds (all kinds when none are named), as the goods table's triggers keep them. */
export async function shelfTotal(db: Db, kinds?: readonly string[]): Promise<number> {
  const [row] = await db.select({ n: sum(goodsShelfCounts.n) }).from(goodsShelfCounts)
    .where(kinds ? inArray(goodsShelfCounts.kind, [...kinds]) : undefined);
  return Number(row?.n ?? 0);
}

/** A list counts its matches only when the planner expects no more than this many (decision 036). */
export const EXACT_TOTAL_LIMIT = 2_000;

/**
 * A list's total, every list's (a shopper's search, category, shop page, brand, global purchase; an administrator's,
 * a shop owner's and a buyer's own lists): the planner's estimate when it expects more than EXACT_TOTAL_LIMIT matches,
 * else counted exactly up to that limit (past it, the larger of the limit and the estimate). Counting ten thousand
 * matches of a common keyword read ten thousand rows (90 ms at 1,000,000 goods; 18–25 ms for an administrator's user
 * search matching 10,000 of 100,000 users) for a figure nobody pages to. `matches` builds the list's query without
 * order, limit or offset (`.$dynamic()`); it is called twice, as a query builder is changed by `.limit()`.
 */
export async function listTotal(db: Db, matches: () => PgSelect): Promise<number> {
  const estimate = await estimatedRows(db, matches());
  return estimate > EXACT_TOTAL_LIMIT ? estimate : countedTotal(db, matches, estimate);
}

/** listTotal once the planner expects no more than EXACT_TOTAL_LIMIT matches: counted up to it. */
export async function countedTotal(db: Db, matches: () => PgSelect, estimate: number): Promise<number> {
  const exact = await countUpTo(db, matches(), EXACT_TOTAL_LIMIT + 1);
  return exact <= EXACT_TOTAL_LIMIT ? exact : Math.max(EXACT_TOTAL_LIMIT + 1, estimate);
}

/** How many rows the query answers, counting no further than `cap`. */
async function countUpTo(db: Db, matches: PgSelect, cap: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(matches.limit(cap).as('capped'));
  return Number(row?.n ?? 0);
}

/** How many rows the planner expects the query to answer. */
export async function estimatedRows(db: Db, matches: PgSelect): Promise<number> {
  const result = (await db.execute(sql`explain (format json) ${matches}`)) as unknown as { rows: Record<string, unknown>[] };
  const plan = Object.values(result.rows[0] ?? {})[0];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: { 'Plan Rows': number } }[];
  return Math.round(parsed[0]?.Plan['Plan Rows'] ?? 0);
}
