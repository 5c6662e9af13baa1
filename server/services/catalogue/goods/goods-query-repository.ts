import { and, asc, desc, eq, getTableColumns, gte, inArray, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { GoodsQuery } from '../../../../src/contract/catalogue/goods-query';
import type { Goods } from '../../../../src/contract/entities/goods';
import { yuanToFen } from '../../../../src/domain/format';
import { descendantClassIds, goodsOrder, type GoodsOrderField } from '../../../../src/domain/goods-order';
import type { Db } from '../../../db/open';
import { goods, goodsClasses, goodsPoints, shops } from '../../../db/schema';
import { GOODS_SEARCH_COLUMNS, goodsKeywordMatch, keywordRelevanceTiers } from '../search/keyword-match';
import { goodsCardColumns, toGoods } from './goods-mapper';
import { PROBE_BEST_SELLERS, probeBestSellers } from './best-sellers-probe';
import { EXACT_TOTAL_LIMIT, estimatedRows, shelfTotal, countedTotal, listTotal } from './list-total';

export type GoodsCriteria = Partial<Omit<GoodsQuery, 'pageNum' | 'pageSize'>> & { kinds?: readonly string[] };

/** LIKE metacharacters in a keyword match themselves (backslash is PostgreSQL's default LIKE escape). */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

async function classIdsUnder(db: Db, classId: string): Promise<string[]> {
  const rows = await db.select({ id: goodsClasses.id, classPid: goodsClasses.pid }).from(goodsClasses);
  return rows.some((r) => r.id === classId) ? descendantClassIds(rows, classId) : [];
}

/**
 * The spec §3 filter result as SQL conditions over goods joined with their shop: the filters apart from the keyword
 * (`base`), and the keyword's match (a relevance tier needs only the first).
 */
export async function goodsConditionParts(db: Db, c: GoodsCriteria): Promise<{ base: SQL; match: SQL | undefined }> {
  const parts: (SQL | undefined)[] = [eq(goods.onShelf, true)];
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
  return { base: and(...parts)!, match: c.keyword ? await goodsKeywordMatch(db, c.keyword) : undefined };
}

const ORDER_COLUMNS: Record<GoodsOrderField, AnyColumn | SQL> = {
  updatedAt: goods.updatedAt, sales: goods.sales, price: goods.salePrice, points: goodsPoints(goods),
};

/** The kinds a list keeps (its kind, or its kinds), which its 价格 tab's order depends on (domain goodsOrder). */
const listKinds = (c: GoodsCriteria): readonly string[] => (c.goodsKind ? [c.goodsKind] : c.kinds ?? []);

/** The kinds whose kept on-shelf count is the list's total, or null when other filters narrow it. */
function keptTotalKinds(c: GoodsCriteria): readonly string[] | undefined | null {
  const narrowed = c.keyword || c.classId || c.age || c.locationId || c.ownGoods || c.startPrice || c.endPrice;
  if (narrowed) return null;
  if (c.goodsKind) return c.kinds?.length && !c.kinds.includes(c.goodsKind) ? [] : [c.goodsKind];
  return c.kinds?.length ? c.kinds : undefined;
}

/** A keyword's 综合 (no tab, or 00) is ordered by relevance tiers (decision 028); the 销量 and 价格 tabs keep their order. */
const byRelevance = (c: GoodsCriteria) => Boolean(c.keyword) && c.otherSort !== '01' && c.otherSort !== '02';

/** spec §4 sort tabs; a keyword's 综合 is relevance tiers instead (decision 028), other lists' 综合 newest first. */
const orderKeys = (c: GoodsCriteria) => goodsOrder(c.otherSort ?? '', c.priceSort ?? '', listKinds(c));

function pageOrder(c: GoodsCriteria): SQL[] {
  return [...orderKeys(c).map((k) => (k.direction === 'asc' ? asc : desc)(ORDER_COLUMNS[k.field])), asc(goods.id)];
}

/** Whether the shelf's own index walks in the page's order (goods_shelf_sales_idx, goods_shelf_price_idx): not by points. */
const walksTheShelf = (c: GoodsCriteria) => orderKeys(c).every((k) => k.field !== 'points');

/** One page of goods filtered and sorted as the spec §4 sort tabs say, with the total (kept, or bounded: decision 028). */
export async function findGoodsPage(db: Db, c: GoodsCriteria, page: { pageNum: number; pageSize: number }): Promise<{ goodsList: Goods[]; total: number }> {
  const { base, match } = await goodsConditionParts(db, c);
  const where = match ? and(base, match)! : base;
  if (c.keyword && match) return keywordPage(db, { base, match, where, keyword: c.keyword }, c, page);
  const keptKinds = keptTotalKinds(c);
  const [rows, total] = await Promise.all([
    goodsPageQuery(db, where, pageOrder(c))(page.pageSize, (page.pageNum - 1) * page.pageSize),
    keptKinds === null ? listTotal(db, () => goodsMatchQuery(db, where)) : shelfTotal(db, keptKinds),
  ]);
  return { goodsList: rows.map(toGoods), total };
}

type KeywordParts = { base: SQL; match: SQL; where: SQL; keyword: string };

/** A keyword's page under any tab. The total comes first: it tells whether the matches are many (decision 036). */
async function keywordPage(db: Db, k: KeywordParts, c: GoodsCriteria, page: { pageNum: number; pageSize: number }) {
  const relevance = byRelevance(c);
  const lastTier = relevance ? sql`not (${keywordRelevanceTiers(k.keyword).startsWith})` : sql`true`;
  const { total, many } = await keywordTotal(db, k.where, lastTier, page.pageNum * page.pageSize);
  const rows = relevance ? await relevancePage(db, k, page, many) : await tabPage(db, k.where, pageOrder(c), page, many && walksTheShelf(c));
  return { goodsList: rows.map(toGoods), total };
}

/**
 * A keyword's total, and whether its matches are many enough to walk the shelf in the page's order (decision 036):
 * the planner's estimate when it expects many; else the best sellers probe, when the page's depth of the matches
 * `lastTier` keeps (its last relevance tier, or every match under a 销量 or 价格 tab) is found among the goods it read
 * (the figure is then their share of the shelf) or when it read the whole shelf; else the matches counted up to
 * EXACT_TOTAL_LIMIT. A page deeper than the probe's matches may so show a smaller total than the first pages (a
 * counted 2,001): the figure beside a list, never the list itself.
 */
async function keywordTotal(db: Db, where: SQL, lastTier: SQL, depth: number): Promise<{ total: number; many: boolean }> {
  const matches = () => goodsMatchQuery(db, where);
  const estimate = await estimatedRows(db, matches());
  if (estimate > EXACT_TOTAL_LIMIT) return { total: estimate, many: true };
  const probe = await probeBestSellers(db, where, lastTier);
  if (probe.scanned < PROBE_BEST_SELLERS) return { total: probe.hits, many: false };
  if (probe.restHits >= depth) return { total: Math.round((probe.hits * (await shelfTotal(db))) / probe.scanned), many: true };
  const total = await countedTotal(db, matches, estimate);
  return { total, many: total > EXACT_TOTAL_LIMIT };
}

/** On-shelf goods a keyword's 销量 or 价格 page walks in its order at most before it reads the matches another way. */
export const TAB_WALK_BUDGET = 10_000;

/**
 * A keyword's 销量 or 价格 page. With many matches, a walk of the shelf in the tab's order (goods_shelf_sales_idx,
 * goods_shelf_price_idx) meets the page's depth of them within a few thousand goods, where reading every match from
 * the pieces index and sorting them took 300–900 ms for 手机 or shoujike at 1,000,000 goods. The walk stops after
 * TAB_WALK_BUDGET goods: the matches are then few (a keyword's many matches may all be expensive, or lie in another
 * category than the one filtered), and the pieces plan, their sort included, is the cheaper one.
 */
async function tabPage(db: Db, where: SQL, order: SQL[], page: { pageNum: number; pageSize: number }, many: boolean) {
  const skip = (page.pageNum - 1) * page.pageSize;
  const wanted = skip + page.pageSize;
  if (many) {
    const walked = await planned(db, 'walk', (tx) => walkedPageQuery(tx, where, order, TAB_WALK_BUDGET).limit(wanted));
    if (walked.length >= wanted) return walked.slice(skip);
  }
  return planned(db, 'pieces', (tx) => goodsPageQuery(db, where, order)(page.pageSize, skip, tx));
}

/**
 * A keyword's 综合 page: its relevance tiers read in turn, each up to what the page still lacks (the rows before the
 * page included), so a page reads at most its own depth from each tier, never every match. The equal and starts-with
 * tiers need no keyword match (a name starting with the keyword holds it). The last tier runs only when those two
 * fell short of the page, and its plan is chosen from the count rather than the planner's estimate, which can be far
 * off either way (a pinyin keyword's pieces are counted as independent; the starts-with matches it excludes are
 * counted in): past EXACT_TOTAL_LIMIT matches, most of them are in it, so walking the best sellers index finds
 * the page within a few thousand rows; below it, reading the few matches from the pieces index and sorting them is
 * cheaper than any walk (decision 036).
 */
async function relevancePage(db: Db, k: { base: SQL; match: SQL; keyword: string }, page: { pageNum: number; pageSize: number }, many: boolean) {
  const skip = (page.pageNum - 1) * page.pageSize;
  const wanted = skip + page.pageSize;
  const found: Awaited<ReturnType<ReturnType<typeof goodsPageQuery>>> = [];
  const [equal, startsWith, rest] = goodsPageQueries(db, { keyword: k.keyword }, k.base, k.match);
  for (const tier of [equal!, startsWith!]) {
    found.push(...(await tier(wanted - found.length, 0)));
    if (found.length >= wanted) return found.slice(skip, wanted);
  }
  found.push(...(await planned(db, many ? 'walk' : 'pieces', (tx) => rest!(wanted - found.length, 0, tx))));
  return found.slice(skip, wanted);
}

/**
 * Runs a read with only the scans of the chosen plan enabled: an index walk in the query's order, or bitmap scans.
 * The walk also turns sorting off: believing few matches, the planner otherwise read a whole other index and sorted
 * it for any page past the first (8 s for shoujike's second page at 1,000,000 goods), and with no parallel workers,
 * whose start costs more than the few thousand rows a walk reads.
 */
function planned<T>(db: Db, plan: 'walk' | 'pieces', read: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    if (plan === 'walk') {
      await tx.execute(sql`set local enable_bitmapscan = off`);
      await tx.execute(sql`set local enable_sort = off`);
      await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    } else {
      await tx.execute(sql`set local enable_indexscan = off`);
    }
    return read(tx);
  });
}

function goodsPageQuery(db: Db, where: SQL, order: SQL[]) {
  return (limit: number, offset: number, on: Db = db) => on.select(goodsCardColumns).from(goods)
    .innerJoin(shops, eq(shops.id, goods.shopId)).where(where).orderBy(...order).limit(limit).offset(offset);
}

/** Every goods column a list's conditions may read, the derived search columns outside the schema included. */
const WALKED_GOODS_COLUMNS = {
  ...getTableColumns(goods),
  ...Object.fromEntries(GOODS_SEARCH_COLUMNS.map((name) => [name, sql`${goods}.${sql.identifier(name)}`.as(name)])),
};

/**
 * The list's rows among the first `budget` on-shelf goods in its order (exported for the plan test): a walk of that
 * order's index which stops there. The sub-select is named `goods`, so `where` reads its rows.
 */
export function walkedPageQuery(db: Db, where: SQL, order: SQL[], budget: number) {
  const firstGoods = db.select(WALKED_GOODS_COLUMNS).from(goods).where(eq(goods.onShelf, true))
    .orderBy(...order).limit(budget).as('goods');
  return db.select(goodsCardColumns).from(firstGoods).innerJoin(shops, eq(shops.id, goods.shopId)).where(where).orderBy(...order);
}

/**
 * The page's queries, by limit and offset (exported for the plan test): the list's own, or for a keyword's 综合 one per
 * relevance tier, in order (`base` the filters apart from the keyword, `match` the keyword's).
 */
export function goodsPageQueries(db: Db, c: GoodsCriteria, base: SQL, match?: SQL) {
  const where = match ? and(base, match)! : base;
  if (!c.keyword || !byRelevance(c)) return [goodsPageQuery(db, where, pageOrder(c))];
  const { equal, startsWith } = keywordRelevanceTiers(c.keyword);
  const bySales = [desc(goods.sales), asc(goods.id)];
  return [
    goodsPageQuery(db, and(base, equal)!, bySales),
    goodsPageQuery(db, and(base, startsWith, sql`not (${equal})`)!, bySales),
    goodsPageQuery(db, and(where, sql`not (${startsWith})`)!, bySales),
  ];
}

/** Every match, unordered: what a bounded total counts (exported for the plan test). */
export function goodsMatchQuery(db: Db, where: SQL) {
  return db.select({ id: goods.id }).from(goods).innerJoin(shops, eq(shops.id, goods.shopId)).where(where).$dynamic();
}
