import { sql } from 'drizzle-orm';
import type { Db } from '../db/open';

/** The tables a restore is checked by: what a shop cannot lose. */
const COUNTED = ['orders', 'ledger_txns', 'ledger_entries', 'media', 'users'] as const;

export async function countRows(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of COUNTED) {
    const result = await db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`));
    counts[table] = (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
  }
  return counts;
}
