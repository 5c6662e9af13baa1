import { eq, inArray, sql } from 'drizzle-orm';
import { livePlayPath, liveRoomOf, type LiveGoods, type LiveRoom } from '../../../../src/contract/social/live-room';
import type { Db } from '../../../db/open';
import { goods, liveShows, users } from '../../../db/schema';
import { mediaUrl } from '../../../../src/domain/media-kinds';
import { notFound } from '../../../http/app-error';
import { LIVE_MESSAGES as M } from '../../../../src/contract/social/live-room';

export type ShowRow = typeof liveShows.$inferSelect;

export async function showById(db: Db, id: string, lock = false): Promise<ShowRow> {
  const query = db.select().from(liveShows).where(eq(liveShows.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(M.notFound);
  return row;
}

export async function presentRooms(db: Db, rows: ShowRow[]): Promise<LiveRoom[]> {
  const ownerIds = [...new Set(rows.map((r) => r.ownerUserId))];
  const owners = ownerIds.length ? await db.select({ id: users.id, name: users.name, logo: users.logo }).from(users).where(inArray(users.id, ownerIds)) : [];
  const byId = new Map(owners.map((o) => [o.id, o]));
  return rows.map((row) => ({
    roomId: row.id, room: liveRoomOf(row.id), title: row.title, cover: row.cover, classId: row.classId,
    hostUserId: row.ownerUserId, hostName: byId.get(row.ownerUserId)?.name ?? '', hostLogo: byId.get(row.ownerUserId)?.logo ?? '',
    shopId: row.shopId ?? '', status: row.status, publishing: row.publishing, viewers: row.viewersNow, likes: row.likes,
    playUrl: livePlayPath(row.id), startedAt: row.startedAt, endedAt: row.endedAt ?? 0,
    replayUrl: row.status === 'ENDED' && row.replayMediaId ? mediaUrl(row.replayMediaId, 'video.mp4') : '',
  }));
}

/** The shown goods in the order the streamer chose, those still on sale. */
export async function shownGoods(db: Db, ids: string[]): Promise<LiveGoods[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(goods).where(sql`${goods.id} = any(${sql.param(ids)}::text[]) and ${goods.onShelf}`);
  const byId = new Map(rows.map((g) => [g.id, g]));
  return ids.flatMap((id) => {
    const g = byId.get(id);
    return g ? [{ goodsId: g.id, name: g.name, img: g.img, salePrice: g.salePrice, stock: g.stock }] : [];
  });
}
