import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/open';
import { goodsSkus } from '../../../db/schema';

/** One goods' SKUs in the shop's order, for its detail (one indexed read of goods_skus_goods_idx). */
export async function readSkus(db: Db, goodsId: string) {
  return db.select().from(goodsSkus).where(eq(goodsSkus.goodsId, goodsId)).orderBy(asc(goodsSkus.position), asc(goodsSkus.id));
}
