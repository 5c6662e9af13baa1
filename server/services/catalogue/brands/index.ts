import { and, asc, count, desc, eq, min } from 'drizzle-orm';
import { brandDetail, brandList } from '../../../../src/contract/catalogue/brands';
import type { Db } from '../../../db/open';
import { brands, goods, shops } from '../../../db/schema';
import { notFound } from '../../../http/app-error';
import { bind, type Binding } from '../../../http/bind-call';
import { goodsCardColumns, toGoods } from '../goods/goods-mapper';
import { listTotal } from '../goods/list-total';
import { textContains } from '../search/keyword-match';

type BrandRow = typeof brands.$inferSelect;

const brandGoods = (keyword: string) => and(eq(goods.onShelf, true), textContains(goods.name, keyword));

/** litemall's brand: floorPrice is the lowest on-shelf price among the brand's goods (fen). */
async function toBrand(db: Db, row: BrandRow) {
  const [stats] = await db.select({ floor: min(goods.salePrice), n: count() }).from(goods).where(brandGoods(row.keyword));
  return { id: row.id, name: row.name, desc: row.description, picUrl: row.picUrl, floorPrice: stats?.floor ?? 0, goodsCount: stats?.n ?? 0 };
}

export const wxBindings: Binding[] = [
  bind(brandList, async ({ input, db }) => {
    const [rows, [total]] = await Promise.all([
      db.select().from(brands).orderBy(asc(brands.sort), asc(brands.id)).limit(input.pageSize).offset((input.pageNum - 1) * input.pageSize),
      db.select({ n: count() }).from(brands),
    ]);
    return { list: await Promise.all(rows.map((row) => toBrand(db, row))), total: total?.n ?? 0 };
  }),

  bind(brandDetail, async ({ input, db }) => {
    const [row] = await db.select().from(brands).where(eq(brands.id, input.id));
    if (!row) throw notFound('品牌');
    const where = brandGoods(row.keyword);
    const [brand, rows, total] = await Promise.all([
      toBrand(db, row),
      db.select(goodsCardColumns).from(goods).innerJoin(shops, eq(shops.id, goods.shopId)).where(where)
        .orderBy(desc(goods.sales), asc(goods.id)).limit(input.pageSize).offset((input.pageNum - 1) * input.pageSize),
      listTotal(db, () => db.select({ id: goods.id }).from(goods).where(where).$dynamic()),
    ]);
    return { brand, list: rows.map(toGoods), total };
  }),
];
