import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { PullCheckpoint, PulledSearchKeyword } from '../../../../src/contract/platform/pull';
import type { Db } from '../../../db/open';
import { searchKeywords, shops } from '../../../db/schema';
import { afterCheckpoint } from '../../platform/sync/pull-page';
import { textContains } from './keyword-match';

export const HISTORY_LIMIT = 10;

const liveOf = (userId: string) => and(eq(searchKeywords.userId, userId), isNull(searchKeywords.deletedAt));

/**
 * Remembers a logged-in user's keyword (latest time wins), keeping their newest HISTORY_LIMIT. Older
 * and cleared keywords are soft-deleted: the rows stay as tombstones the device's pull removes its copies by.
 */
export async function rememberKeyword(db: Db, userId: string, keyword: string, now: number): Promise<void> {
  await db.insert(searchKeywords).values({ userId, keyword, searchedAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: [searchKeywords.userId, searchKeywords.keyword], set: { searchedAt: now, updatedAt: now, deletedAt: null } });
  const stale = await db.select({ keyword: searchKeywords.keyword }).from(searchKeywords).where(liveOf(userId))
    .orderBy(desc(searchKeywords.searchedAt), asc(searchKeywords.keyword)).offset(HISTORY_LIMIT);
  for (const row of stale) {
    await db.update(searchKeywords).set({ deletedAt: now, updatedAt: now })
      .where(and(eq(searchKeywords.userId, userId), eq(searchKeywords.keyword, row.keyword)));
  }
}

export async function recentKeywords(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ keyword: searchKeywords.keyword }).from(searchKeywords).where(liveOf(userId))
    .orderBy(desc(searchKeywords.searchedAt), asc(searchKeywords.keyword)).limit(HISTORY_LIMIT);
  return rows.map((r) => r.keyword);
}

export async function clearKeywords(db: Db, userId: string, now: number): Promise<void> {
  await db.update(searchKeywords).set({ deletedAt: now, updatedAt: now }).where(liveOf(userId));
}

/** The user's keywords changed after the checkpoint, tombstones included (docs/decisions/003). */
export async function pullKeywordPage(db: Db, userId: string, checkpoint: PullCheckpoint, limit: number): Promise<PulledSearchKeyword[]> {
  const rows = await db.select().from(searchKeywords)
    .where(and(eq(searchKeywords.userId, userId), afterCheckpoint(searchKeywords.updatedAt, searchKeywords.keyword, checkpoint)))
    .orderBy(asc(searchKeywords.updatedAt), asc(searchKeywords.keyword)).limit(limit);
  return rows.map((r) => ({ keyword: r.keyword, searchedAt: r.searchedAt, updatedAt: r.updatedAt, deleted: r.deletedAt !== null }));
}

/** Shops whose name contains the keyword, most followed first, with their on-shelf goods count. */
export async function findShops(db: Db, keyword: string, page: { pageNum: number; pageSize: number }) {
  const where = and(eq(shops.banned, false), textContains(shops.name, keyword));
  const goodsCount = sql<number>`(select count(*) from goods g where g.shop_id = "shops"."id" and g.on_shelf)`.mapWith(Number);
  const [rows, [totalRow]] = await Promise.all([
    db.select({ shop: shops, goodsCount }).from(shops).where(where)
      .orderBy(desc(sql`coalesce(${shops.fans}, 0)`), asc(shops.id)).limit(page.pageSize).offset((page.pageNum - 1) * page.pageSize),
    db.select({ n: count() }).from(shops).where(where),
  ]);
  return {
    shops: rows.map(({ shop, goodsCount: n }) => ({
      shopId: shop.id, shopNo: shop.shopNo, shopName: shop.name, shopCover: shop.logo,
      shopFans: shop.fans ?? 0, locationName: shop.locationName, goodsCount: n,
    })),
    total: Number(totalRow?.n ?? 0),
  };
}
