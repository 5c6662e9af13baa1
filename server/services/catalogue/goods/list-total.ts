import { count, inArray, sql, sum } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/open';
import { goodsShelfCounts } from '../../../db/schema';

/**
 * Past this many matches a list's total is the planner's estimate: counting them all would read them all. 2,000 and
 * not 10,000 since 2026-11-29: an administrator's user search matching 10,000 of 100,000 users read them all for the
 * figure (25 ms of a 27 ms answer), and nobody pages a list of 10 to its 2,000th row (decision 036).
 */
export const EXACT_TOTAL_LIMIT = 2_000;

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
  const exact = await countUpTo(db, matches(), EXACT_TOTAL_LIMIT + 1);
  if (exact <= EXACT_TOTAL_LIMIT) return exact;
  return Math.max(EXACT_TOTAL_LIMIT + 1, await estimatedRows(db, matches()));
}

/** A shopper's list counts its matches only when the planner expects no more than this many (decision 036). */
export const SHOPPER_EXACT_TOTAL_LIMIT = 2_000;

/**
 * A shopper's goods list total (search, category, shop page, brand, global purchase): the planner's estimate when it
 * expects more than SHOPPER_EXACT_TOTAL_LIMIT matches, else counted exactly up to that limit. Counting ten thousand
 * matches of a common keyword read ten thousand rows (90 ms at 1,000,000 goods) for a figure no shopper pages to;
 * the administrator's, shop owner's and a buyer's own lists keep boundedTotal's count, exact below its limit.
 */
export async function shopperListTotal(db: Db, matches: () => PgSelect): Promise<number> {
  const estimate = await estimatedRows(db, matches());
  return estimate > SHOPPER_EXACT_TOTAL_LIMIT ? estimate : shopperCount(db, matches, estimate);
}

/** shopperListTotal once the planner expects no more than SHOPPER_EXACT_TOTAL_LIMIT matches: counted up to it. */
export async function shopperCount(db: Db, matches: () => PgSelect, estimate: number): Promise<number> {
  const exact = await countUpTo(db, matches(), SHOPPER_EXACT_TOTAL_LIMIT + 1);
  return exact <= SHOPPER_EXACT_TOTAL_LIMIT ? exact : Math.max(SHOPPER_EXACT_TOTAL_LIMIT + 1, estimate);
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
