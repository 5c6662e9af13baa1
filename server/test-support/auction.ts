import { sql } from 'drizzle-orm';
import type { Db } from '../db/open';

const A_YEAR_MS = 365 * 86_400_000;

/**
 * The test seed's auction lots (and their close jobs) end a year after the seed instead of within its first day: the
 * test clock starts a day after the seed, and a test that runs due jobs and counts them must meet only its own.
 */
export async function endSeededLotsLater(db: Db): Promise<void> {
  await db.execute(sql`update auction_lots set ends_at = ends_at + ${A_YEAR_MS}, original_ends_at = original_ends_at + ${A_YEAR_MS}`);
  await db.execute(sql`update jobs set run_at = run_at + ${A_YEAR_MS} where kind = 'auction.close'`);
}
