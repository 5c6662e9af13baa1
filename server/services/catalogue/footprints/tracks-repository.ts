import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { GoodsKind } from '../../../../src/contract/entities/goods';
import type { TrackItem } from '../../../../src/contract/entities/my-lists';
import type { Db } from '../../../db/open';
import { goods, shops, userTracks } from '../../../db/schema';
import { notFound } from '../../../http/app-error';

export type TrackKind = 'browse' | 'buy';

const trackColumns = {
  goodsId: goods.id, goodsName: goods.name, goodsImg: goods.img, goodsSalePrice: goods.salePrice, goodsKind: goods.kind,
  goodsClassId: goods.classId, shopName: shops.name, visits: userTracks.visits, trackTime: userTracks.trackedAt,
};
const toTrackItem = (row: Omit<TrackItem, 'goodsKind'> & { goodsKind: string }): TrackItem =>
  ({ ...row, goodsKind: row.goodsKind as GoodsKind });

/**
 * One row per user, kind and goods: a repeat moves it to the front and counts
 * it. The order flow records 'buy' tracks with the paid order's goods.
 */
export async function recordTracks(db: Db, userId: string, kind: TrackKind, goodsIds: string[], now: number): Promise<void> {
  if (!goodsIds.length) return;
  const found = await db.select({ id: goods.id }).from(goods).where(inArray(goods.id, goodsIds));
  if (found.length !== new Set(goodsIds).size) throw notFound('商品');
  await db.insert(userTracks).values([...new Set(goodsIds)].map((goodsId) => ({ userId, kind, goodsId, visits: 1, trackedAt: now })))
    .onConflictDoUpdate({
      target: [userTracks.userId, userTracks.kind, userTracks.goodsId],
      set: { visits: sql`${userTracks.visits} + 1`, trackedAt: now },
    });
}

export async function readTrack(db: Db, userId: string, kind: TrackKind, goodsId: string): Promise<TrackItem> {
  const [row] = await db.select(trackColumns).from(userTracks).innerJoin(goods, eq(goods.id, userTracks.goodsId))
    .innerJoin(shops, eq(shops.id, goods.shopId))
    .where(and(eq(userTracks.userId, userId), eq(userTracks.kind, kind), eq(userTracks.goodsId, goodsId)));
  if (!row) throw notFound('足迹');
  return toTrackItem(row);
}

export async function listTracks(db: Db, userId: string, kind: TrackKind, pageNum: number, pageSize: number) {
  const where = and(eq(userTracks.userId, userId), eq(userTracks.kind, kind));
  const [rows, [total]] = await Promise.all([
    db.select(trackColumns).from(userTracks).innerJoin(goods, eq(goods.id, userTracks.goodsId))
      .innerJoin(shops, eq(shops.id, goods.shopId)).where(where)
      .orderBy(desc(userTracks.trackedAt), desc(userTracks.goodsId)).limit(pageSize).offset((pageNum - 1) * pageSize),
    db.select({ n: count() }).from(userTracks).where(where),
  ]);
  return { list: rows.map(toTrackItem), total: total?.n ?? 0 };
}
