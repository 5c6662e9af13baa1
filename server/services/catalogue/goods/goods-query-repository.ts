import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { GoodsQuery } from '../../../../src/contract/catalogue/goods-query';
import type { Goods } from '../../../../src/contract/entities/goods';
import { yuanToFen } from '../../../../src/domain/format';
import { descendantClassIds, goodsOrder, type GoodsOrderField } from '../../../../src/domain/goods-order';
import type { Db } from '../../../db/open';
import { goods, goodsClasses, shops } from '../../../db/schema';
import { goodsCardColumns, toGoods } from './goods-mapper';

export type GoodsCriteria = Partial<Omit<GoodsQuery, 'pageNum' | 'pageSize'>> & { kinds?: readonly string[] };

/** LIKE metacharacters in a keyword match themselves (backslash is PostgreSQL's default LIKE escape). */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

async function classIdsUnder(db: Db, classId: string): Promise<string[]> {
  const rows = await db.select({ id: goodsClasses.id, classPid: goodsClasses.pid }).from(goodsClasses);
  return rows.some((r) => r.id === classId) ? descendantClassIds(rows, classId) : [];
}

/** The spec §3 filter result as SQL conditions over goods joined with their shop. */
export async function goodsConditions(db: Db, c: GoodsCriteria): Promise<SQL> {
  const parts: (SQL | undefined)[] = [eq(goods.onShelf, true)];
  if (c.keyword) parts.push(ilike(goods.name, containsPattern(c.keyword)));
  if (c.goodsKind) parts.push(eq(goods.kind, c.goodsKind));
  if (c.kinds?.length) parts.push(inArray(goods.kind, [...c.kinds]));
  if (c.classId) {
    const ids = await classIdsUnder(db, c.classId);
    parts.push(ids.length ? inArray(goods.classId, ids) : sql`false`);
  }
  if (c.age) parts.push(eq(goods.age, c.age));
  if (c.locationId) parts.push(or(eq(shops.location1, c.locationId), eq(shops.location2, c.locationId), eq(shops.location3, c.locationId)));
  if (c.ownGoods) parts.push(eq(shops.isZfm, c.ownGoods === '1' ? 1 : 0));
  if (c.startPrice) parts.push(gte(goods.salePrice, yuanToFen(c.startPrice)));
  if (c.endPrice) parts.push(lte(goods.salePrice, yuanToFen(c.endPrice)));
  return and(...parts)!;
}

const ORDER_COLUMNS: Record<GoodsOrderField, typeof goods.salePrice | typeof goods.sales | typeof goods.updatedAt> = {
  updatedAt: goods.updatedAt, sales: goods.sales, price: goods.salePrice,
};

/** One page of goods filtered and sorted as the spec §4 sort tabs say, with the total. */
export async function findGoodsPage(db: Db, c: GoodsCriteria, page: { pageNum: number; pageSize: number }): Promise<{ goodsList: Goods[]; total: number }> {
  const where = await goodsConditions(db, c);
  const order = goodsOrder(c.otherSort ?? '', c.priceSort ?? '').map((k) => (k.direction === 'asc' ? asc : desc)(ORDER_COLUMNS[k.field]));
  const [rows, [totalRow]] = await Promise.all([
    db.select(goodsCardColumns).from(goods).innerJoin(shops, eq(shops.id, goods.shopId)).where(where)
      .orderBy(...order, asc(goods.id)).limit(page.pageSize).offset((page.pageNum - 1) * page.pageSize),
    db.select({ n: count() }).from(goods).innerJoin(shops, eq(shops.id, goods.shopId)).where(where),
  ]);
  return { goodsList: rows.map(toGoods), total: Number(totalRow?.n ?? 0) };
}
