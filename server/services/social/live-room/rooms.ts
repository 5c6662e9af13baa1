import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import { LIVE_MESSAGES as M, type LiveEndInfo, type LiveInfo, type LiveStreamAccess } from '../../../../src/contract/social/live-room';
import { MEDIA_IMAGE_URL_PATTERN, mediaIdOfUrl } from '../../../../src/domain/media-kinds';
import type { Auth } from '../../../auth/guard';
import type { Db } from '../../../db/open';
import { goods, liveClasses, liveShows, liveShowViewers, media, orderLines, orders, realNames, shopFocus, shops } from '../../../db/schema';
import { AppError, badInput, forbidden } from '../../../http/app-error';
import { CODES } from '../../../../src/contract/codes';
import { enqueueJob } from '../../../jobs/queue';
import { presentRooms, showById, shownGoods, type ShowRow } from './present';
import { hashStreamKey, ingestSettings, newStreamKey } from './stream-key';
import { announceStreamState } from './stream-state';
import { addLikeTaps } from './room-counts';

/** A room whose stream has been away this long is ended by the job queue (the tool crashed, the phone lost its link). */
export const STREAM_GONE_MS = 5 * 60_000;
export const END_STOPPED_JOB = 'live.endStopped';

interface RoomFields { title: string; cover: string; goodsIds: string[] }

/** A streamer owns an open shop or has passed real-name authentication; answers the shop that sells in the room. */
async function streamerShop(db: Db, userId: string): Promise<string | null> {
  const [shop] = await db.select({ id: shops.id }).from(shops).where(and(eq(shops.ownerUserId, userId), eq(shops.banned, false)));
  if (shop) return shop.id;
  const [verified] = await db.select({ userId: realNames.userId }).from(realNames).where(eq(realNames.userId, userId));
  if (verified) return null;
  throw forbidden(M.notStreamer);
}

async function checkFields(db: Db, userId: string, shopId: string | null, fields: RoomFields): Promise<void> {
  if (fields.cover) {
    const [row] = await db.select().from(media).where(eq(media.id, mediaIdOfUrl(fields.cover) ?? ''));
    if (!MEDIA_IMAGE_URL_PATTERN.test(fields.cover) || !row || row.userId !== userId || row.status !== 'READY') throw badInput(M.coverInvalid);
  }
  const ids = [...new Set(fields.goodsIds)];
  if (ids.length === 0) return;
  const rows = await db.select({ id: goods.id, shopId: goods.shopId, onShelf: goods.onShelf }).from(goods).where(sql`${goods.id} = any(${sql.param(ids)}::text[])`);
  if (rows.length !== ids.length || rows.some((g) => !g.onShelf)) throw badInput(M.goodsInvalid);
  if (shopId && rows.some((g) => g.shopId !== shopId)) throw badInput(M.goodsNotYours);
}

const accessOf = (roomId: string, streamKey: string): LiveStreamAccess => ({ roomId, rtmpUrl: ingestSettings().rtmpUrl, streamKey });

export async function openRoom(tx: Db, userId: string, input: RoomFields & { classId: string }, now: number) {
  const shopId = await streamerShop(tx, userId);
  const [liveClass] = await tx.select().from(liveClasses).where(eq(liveClasses.id, input.classId));
  if (!liveClass) throw badInput(M.classInvalid);
  await checkFields(tx, userId, shopId, input);
  const [open] = await tx.select({ id: liveShows.id }).from(liveShows).where(and(eq(liveShows.ownerUserId, userId), eq(liveShows.status, 'OPEN')));
  if (open) throw new AppError(CODES.conflict, M.alreadyLive);
  const id = `lv${randomBytes(9).toString('base64url')}`;
  const streamKey = newStreamKey();
  const [row] = await tx.insert(liveShows).values({
    id, ownerUserId: userId, shopId, title: input.title, cover: input.cover, classId: input.classId, goodsIds: [...new Set(input.goodsIds)],
    streamKeyHash: hashStreamKey(streamKey), status: 'OPEN', streamChangedAt: now, startedAt: now,
  }).returning();
  // A room nobody ever streams to is ended like one whose stream stopped.
  await enqueueJob(tx, { kind: END_STOPPED_JOB, key: `${id}:${now}`, runAt: now + STREAM_GONE_MS, payload: { roomId: id } }, now);
  const [room] = await presentRooms(tx, [row!]);
  return { room: room!, access: accessOf(id, streamKey) };
}

async function ownOpenShow(tx: Db, userId: string, roomId: string): Promise<ShowRow> {
  const row = await showById(tx, roomId, true);
  if (row.ownerUserId !== userId) throw forbidden(M.notOwner);
  if (row.status !== 'OPEN') throw new AppError(CODES.conflict, M.ended);
  return row;
}

/** A new key replaces the old one (only its hash is kept, so the old key cannot be shown again). */
export async function renewStreamKey(tx: Db, userId: string, roomId: string): Promise<LiveStreamAccess> {
  await ownOpenShow(tx, userId, roomId);
  const streamKey = newStreamKey();
  await tx.update(liveShows).set({ streamKeyHash: hashStreamKey(streamKey) }).where(eq(liveShows.id, roomId));
  return accessOf(roomId, streamKey);
}

export async function updateRoom(tx: Db, userId: string, input: RoomFields & { roomId: string }, auth: Auth): Promise<LiveInfo> {
  const row = await ownOpenShow(tx, userId, input.roomId);
  await checkFields(tx, userId, row.shopId, input);
  await tx.update(liveShows).set({ title: input.title, cover: input.cover, goodsIds: [...new Set(input.goodsIds)] }).where(eq(liveShows.id, row.id));
  return roomInfo(tx, input.roomId, auth, 0);
}

/** Ends a room once: its orders are counted, its viewer count frozen. Answers the end info. */
export async function finishShow(tx: Db, row: ShowRow, reason: string, now: number): Promise<void> {
  // Likes tapped before the end count, though their second's job has not run yet.
  await addLikeTaps(tx, row.id);
  const ordered = row.goodsIds.length === 0 ? 0 : Number((await tx.select({ n: sql<number>`count(distinct ${orders.id})` }).from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(sql`${orderLines.goodsId} = any(${sql.param(row.goodsIds)}::text[]) and ${orders.createdAt} >= ${row.startedAt} and ${orders.createdAt} <= ${now}`))[0]?.n ?? 0);
  await tx.update(liveShows).set({ status: 'ENDED', endedAt: now, endReason: reason, orders: ordered, publishing: false, viewersNow: 0 }).where(eq(liveShows.id, row.id));
  await announceStreamState(tx, row.id, { publishing: false, status: 'ENDED' }, now);
}

export async function endRoom(tx: Db, userId: string, roomId: string, now: number): Promise<LiveEndInfo> {
  const row = await showById(tx, roomId, true);
  if (row.ownerUserId !== userId) throw forbidden(M.notOwner);
  if (row.status === 'OPEN') await finishShow(tx, row, 'OWNER', now);
  return endInfo(tx, roomId, now);
}

/** Job: ends the room if its stream has been away STREAM_GONE_MS; a stream that came back queues a later check itself. */
export async function endStoppedShow(tx: Db, payload: Record<string, unknown>, now: number): Promise<void> {
  const [row] = await tx.select().from(liveShows).where(eq(liveShows.id, String(payload.roomId))).for('update');
  if (!row || row.status !== 'OPEN' || row.publishing || now - row.streamChangedAt < STREAM_GONE_MS) return;
  await finishShow(tx, row, 'STREAM_GONE', now);
}

export async function endInfo(db: Db, roomId: string, now: number): Promise<LiveEndInfo> {
  const row = await showById(db, roomId);
  return {
    roomId: row.id, title: row.title, status: row.status, durationMs: (row.endedAt ?? now) - row.startedAt,
    viewers: row.viewersTotal, peakViewers: row.peakViewers, likes: row.likes, orders: row.orders,
  };
}

/** The room with its goods; a signed-in viewer is counted once in the room's total. */
export async function roomInfo(db: Db, roomId: string, auth: Auth, now: number): Promise<LiveInfo> {
  const row = await showById(db, roomId);
  if (auth.userId && now > 0 && row.status === 'OPEN' && auth.userId !== row.ownerUserId) {
    const added = await db.insert(liveShowViewers).values({ showId: row.id, userId: auth.userId, firstAt: now }).onConflictDoNothing().returning();
    if (added.length) await db.update(liveShows).set({ viewersTotal: sql`${liveShows.viewersTotal} + 1` }).where(eq(liveShows.id, row.id));
  }
  const [room] = await presentRooms(db, [row]);
  return { room: room!, goods: await shownGoods(db, row.goodsIds), mine: auth.userId === row.ownerUserId };
}

type Page = { pageNum: number; pageSize: number };

async function pageOf(db: Db, where: ReturnType<typeof sql> | ReturnType<typeof and>, page: Page, newestFirst = false) {
  const rows = await db.select().from(liveShows).where(where)
    // Open rooms before replays ('OPEN' sorts after 'ENDED'), then the most watched, then the newest.
    .orderBy(...(newestFirst ? [] : [desc(liveShows.status)]), newestFirst ? desc(liveShows.startedAt) : desc(liveShows.viewersNow), desc(liveShows.startedAt))
    .limit(page.pageSize).offset((page.pageNum - 1) * page.pageSize);
  const [total] = await db.select({ n: count() }).from(liveShows).where(where);
  return { list: await presentRooms(db, rows), total: total?.n ?? 0 };
}

/** Open rooms, then ended ones that kept a recording (回放, issue 34.13), so a first visit does not find 直播 empty. */
const openOrReplay = or(eq(liveShows.status, 'OPEN'), and(eq(liveShows.status, 'ENDED'), isNotNull(liveShows.replayMediaId)));

export const inLiveList = (db: Db, input: Page & { classId: string }) =>
  pageOf(db, input.classId ? and(openOrReplay, eq(liveShows.classId, input.classId)) : openOrReplay, input);

export async function shopLive(db: Db, shopId: string) {
  const where = shopId ? and(eq(liveShows.status, 'OPEN'), eq(liveShows.shopId, shopId)) : eq(liveShows.status, 'OPEN');
  return presentRooms(db, await db.select().from(liveShows).where(where).orderBy(desc(liveShows.viewersNow)).limit(50));
}

export const focusList = (db: Db, userId: string, page: Page) => pageOf(db, and(eq(liveShows.status, 'OPEN'),
  sql`${liveShows.shopId} in (select ${shopFocus.shopId} from ${shopFocus} where ${shopFocus.userId} = ${userId})`), page);

export const mineList = (db: Db, userId: string, page: Page) => pageOf(db, eq(liveShows.ownerUserId, userId), page, true);
