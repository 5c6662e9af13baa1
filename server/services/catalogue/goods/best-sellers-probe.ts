import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/open';
import { goods, shops } from '../../../db/schema';

/** How many of the best sellers a keyword's probe reads: one walk of the best sellers index, a few milliseconds. */
export const PROBE_BEST_SELLERS = 2_000;

export interface BestSellersProbe {
  /** On-shelf goods read (fewer than PROBE_BEST_SELLERS only when that is the whole shelf). */
  scanned: number;
  /** Of those, the goods the list's conditions keep. */
  hits: number;
  /** Of those, the goods the `rest` conditions keep as well (a relevance page's last tier). */
  restHits: number;
}

/**
 * The list's matches among the best sellers (decision 036). The planner takes a keyword's pieces as independent, so
 * for a pinyin keyword it expects tens of matches where there are tens of thousands, and counting them through the
 * pieces index costs a bitmap of every match (70–110 ms for shoujike at 1,000,000 goods). The matches among the first
 * best sellers tell both the figure (their share of the shelf) and whether a walk of the best sellers index ends
 * within those rows, at the cost of reading them.
 *
 * The sub-select is named `goods`, so `where` (written over the goods table's columns, its shop joined) reads the
 * best sellers' rows.
 */
export async function probeBestSellers(db: Db, where: SQL, rest: SQL): Promise<BestSellersProbe> {
  const result = (await db.execute(sql`select count(*)::int as "scanned", count(*) filter (where "kept")::int as "hits",
      count(*) filter (where "kept" and "last")::int as "restHits"
    from (select ${where} as "kept", ${rest} as "last"
      from (select * from ${goods} where on_shelf order by sales desc nulls first, id limit ${PROBE_BEST_SELLERS}) as "goods"
      left join ${shops} on ${shops.id} = "goods".shop_id) as "read"`)) as unknown as { rows: BestSellersProbe[] };
  return result.rows[0] ?? { scanned: 0, hits: 0, restHits: 0 };
}
