import { and, asc, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { GoodsQuery } from '../../../../src/contract/catalogue/goods-query';
import type { Goods } from '../../../../src/contract/entities/goods';
import { yuanToFen } from '../../../../src/domain/format';
import { descendantClassIds, goodsOrder, type GoodsOrderField } from '../../../../src/domain/goods-order';
import type { Db } from '../../../db/open';
import { goods, goodsClasses, shops } from '../../../db/schema';
import { goodsKeywordMatch, keywordRelevanceTiers } from '../search/keyword-match';
import { goodsCardColumns, toGoods } from './goods-mapper';
import { shopperListTotal, shelfTotal } from './list-total';

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
  if (c.keyword) parts.push(await goodsKeywordMatch(db, c.keyword));
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

/** The kinds whose kept on-shelf count is the list's total, or null when other filters narrow it. */
function keptTotalKinds(c: GoodsCriteria): readonly string[] | undefined | null {
  const narrowed = c.keyword || c.classId || c.age || c.locationId || c.ownGoods || c.startPrice || c.endPrice;
  if (narrowed) return null;
  if (c.goodsKind) return c.kinds?.length && !c.kinds.includes(c.goodsKind) ? [] : [c.goodsKind];
  return c.kinds?.length ? c.kinds : undefined;
}

/** spec §4 sort tabs; a keyword's 综合 is relevance tiers instead (decision 028), other lists' 综合 newest first. */
function pageOrder(c: GoodsCriteria): SQL[] {
  const order = goodsOrder(c.otherSort ?? '', c.priceSort ?? '').map((k) => (k.direction === 'asc' ? asc : desc)(ORDER_COLUMNS[k.field]));
  return [...order, asc(goods.id)];
}

/** A keyword's 综合 (no tab, or 00) is ordered by relevance tiers; the 销量 and 价格 tabs keep their own order. */
function relevanceTiers(c: GoodsCriteria): SQL[] | null {
  const chosenTab = c.otherSort === '01' || c.otherSort === '02';
  return c.keyword && !chosenTab ? keywordRelevanceTiers(c.keyword) : null;
}

/** One page of goods filtered and sorted as the spec §4 sort tabs say, with the total (kept, or bounded: decision 028). */
export async function findGoodsPage(db: Db, c: GoodsCriteria, page: { pageNum: number; pageSize: number }): Promise<{ goodsList: Goods[]; total: number }> {
  const where = await goodsConditions(db, c);
  const keptKinds = keptTotalKinds(c);
  const [rows, total] = await Promise.all([
    pageRows(db, c, where, page),
    keptKinds === null ? shopperListTotal(db, () => goodsMatchQuery(db, where)) : shelfTotal(db, keptKinds),
  ]);
  return { goodsList: rows.map(toGoods), total };
}

/**
 * The page's rows. Relevance tiers are read in turn, each up to what the page still lacks (the rows before the page
 * included), so a page reads at most its own depth from each tier, never every match.
 */
async function pageRows(db: Db, c: GoodsCriteria, where: SQL, page: { pageNum: number; pageSize: number }) {
  const skip = (page.pageNum - 1) * page.pageSize;
  const queries = goodsPageQueries(db, c, where);
  if (queries.length === 1) return queries[0]!(page.pageSize, skip);
  const found: Awaited<ReturnType<(typeof queries)[number]>> = [];
  for (const tier of queries) {
    found.push(...(await tier(skip + page.pageSize - found.length, 0)));
    if (found.length >= skip + page.pageSize) break;
  }
  return found.slice(skip, skip + page.pageSize);
}

/** The page's queries, by limit and offset: one, or one per relevance tier in order (exported for the plan test). */
export function goodsPageQueries(db: Db, c: GoodsCriteria, where: SQL) {
  const select = (condition: SQL, order: SQL[]) => (limit: number, offset: number) => db.select(goodsCardColumns).from(goods)
    .innerJoin(shops, eq(shops.id, goods.shopId)).where(condition).orderBy(...order).limit(limit).offset(offset);
  const tiers = relevanceTiers(c);
  if (!tiers) return [select(where, pageOrder(c))];
  return tiers.map((tier) => select(and(where, tier)!, [desc(goods.sales), asc(goods.id)]));
}

/** Every match, unordered: what a bounded total counts (exported for the plan test). */
export function goodsMatchQuery(db: Db, where: SQL) {
  return db.select({ id: goods.id }).from(goods).innerJoin(shops, eq(shops.id, goods.shopId)).where(where).$dynamic();
}
