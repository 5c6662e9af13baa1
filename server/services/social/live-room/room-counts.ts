import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { LIVE_MESSAGES as M, liveRoomOf } from '../../../../src/contract/social/live-room';
import { CODES } from '../../../../src/contract/codes';
import type { Db } from '../../../db/open';
import { liveLikeTaps, liveShowPresence, liveShows } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import { enqueueJob } from '../../../jobs/queue';
import type { HubPresence } from '../../../live/hub';
import { publishToRoom } from '../../../live/rooms';
import { showById } from './present';

/**
 * A room's likes and viewer count (issue 18), kept by the one job queue (decision 023): a tap is a row, the
 * `live.likes` job adds a second's taps to the room in one write and one message, so a room tapped by thousands costs
 * a row write a second and no tap is lost with a process. Viewers are each hub's socket counts, refreshed by the
 * hub's heartbeat, summed by the `live.viewers` job.
 */
export const LIVE_LIKES_JOB = 'live.likes';
export const LIVE_VIEWERS_JOB = 'live.viewers';
const LIKES_EVERY_MS = 1000;
/** A hub's count is fresh this long: a process that stopped beating stops counting. */
export const PRESENCE_FRESH_MS = 15_000;

export async function acceptLikes(tx: Db, roomId: string, n: number, now: number): Promise<{ accepted: number }> {
  const show = await showById(tx, roomId);
  if (show.status !== 'OPEN') throw new AppError(CODES.conflict, M.ended);
  await tx.insert(liveLikeTaps).values({ showId: roomId, n, createdAt: now });
  await queueLikesCount(tx, roomId, now);
  return { accepted: n };
}

/** One count per room and second, due at the second's end. */
async function queueLikesCount(db: Db, roomId: string, now: number): Promise<void> {
  const period = Math.floor(now / LIKES_EVERY_MS) + 1;
  await enqueueJob(db, { kind: LIVE_LIKES_JOB, key: `${roomId}:${period}`, runAt: period * LIKES_EVERY_MS, payload: { roomId, period } }, now);
}

/** Adds the room's taps to it while it is open (the taps go either way); answers its new total, or null. */
export async function addLikeTaps(tx: Db, roomId: string): Promise<number | null> {
  const taps = await tx.delete(liveLikeTaps).where(eq(liveLikeTaps.showId, roomId)).returning({ n: liveLikeTaps.n });
  const added = taps.reduce((sum, tap) => sum + tap.n, 0);
  if (added === 0) return null;
  const [row] = await tx.update(liveShows).set({ likes: sql`${liveShows.likes} + ${added}` })
    .where(and(eq(liveShows.id, roomId), eq(liveShows.status, 'OPEN'))).returning({ likes: liveShows.likes });
  return row?.likes ?? null;
}

/** Job: the room's taps so far become its likes; taps committed while it ran queue the next count. */
export async function countLikes(tx: Db, payload: Record<string, unknown>, now: number): Promise<void> {
  const roomId = String(payload.roomId);
  const period = Number(payload.period);
  const likes = await addLikeTaps(tx, roomId);
  if (likes !== null) {
    await publishToRoom(tx, { room: liveRoomOf(roomId), clientId: `likes.${period}`, senderId: '', kind: 'live.likes', body: { likes } }, now);
  }
  const [left] = await tx.select({ id: liveLikeTaps.id }).from(liveLikeTaps).where(eq(liveLikeTaps.showId, roomId)).limit(1);
  if (left) await queueLikesCount(tx, roomId, Math.max(now, period * LIKES_EVERY_MS));
}

const LIVE_PREFIX = 'live:';

/**
 * The hub's heartbeat for live rooms: this hub's sockets per room (fresh for PRESENCE_FRESH_MS), the rooms it left
 * dropped, and a recount queued for each room whose count it changed (one per hub and beat at most).
 */
export async function reportPresence(db: Db, hubId: string, sizes: Map<string, number>, now: number): Promise<void> {
  const counts = new Map<string, number>();
  for (const [room, n] of sizes) if (room.startsWith(LIVE_PREFIX) && n > 0) counts.set(room.slice(LIVE_PREFIX.length), n);
  const before = new Map((await db.select({ showId: liveShowPresence.showId, viewers: liveShowPresence.viewers })
    .from(liveShowPresence).where(eq(liveShowPresence.hubId, hubId))).map((row) => [row.showId, row.viewers]));
  const gone = [...before.keys()].filter((showId) => !counts.has(showId));
  if (gone.length > 0) {
    await db.delete(liveShowPresence).where(and(eq(liveShowPresence.hubId, hubId), inArray(liveShowPresence.showId, gone)));
  }
  if (counts.size > 0) {
    await db.insert(liveShowPresence).values([...counts].map(([showId, viewers]) => ({ showId, hubId, viewers, updatedAt: now })))
      .onConflictDoUpdate({
        target: [liveShowPresence.showId, liveShowPresence.hubId],
        set: { viewers: sql`excluded.viewers`, updatedAt: sql`excluded.updated_at` },
      });
  }
  const changed = [...gone, ...[...counts].filter(([showId, n]) => before.get(showId) !== n).map(([showId]) => showId)];
  for (const showId of changed) await queueViewersCount(db, showId, `${hubId}.${now}`, now, now);
}

async function queueViewersCount(db: Db, roomId: string, slot: string, runAt: number, now: number): Promise<void> {
  await enqueueJob(db, { kind: LIVE_VIEWERS_JOB, key: `${roomId}:${slot}`, runAt, payload: { roomId } }, now);
}

/**
 * Job: the room's viewers are its fresh hub counts' sum; the count is told when it changed. While any hub counts, a
 * recount is queued for when the oldest count goes stale, so a process that died stops counting without a change.
 */
export async function countViewers(tx: Db, payload: Record<string, unknown>, now: number): Promise<void> {
  const roomId = String(payload.roomId);
  const [show] = await tx.select().from(liveShows).where(eq(liveShows.id, roomId)).for('update');
  if (!show || show.status !== 'OPEN') return;
  const fresh = await tx.select({ viewers: liveShowPresence.viewers, updatedAt: liveShowPresence.updatedAt }).from(liveShowPresence)
    .where(and(eq(liveShowPresence.showId, roomId), gt(liveShowPresence.updatedAt, now - PRESENCE_FRESH_MS)));
  const total = fresh.reduce((sum, row) => sum + row.viewers, 0);
  if (total !== show.viewersNow) {
    await tx.update(liveShows).set({ viewersNow: total, peakViewers: Math.max(show.peakViewers, total) }).where(eq(liveShows.id, roomId));
    await publishToRoom(tx, { room: liveRoomOf(roomId), clientId: `viewers.${now}.${total}`, senderId: '', kind: 'live.viewers', body: { viewers: total } }, now);
  }
  if (fresh.length === 0) return;
  const staleAt = Math.min(...fresh.map((row) => row.updatedAt)) + PRESENCE_FRESH_MS;
  await queueViewersCount(tx, roomId, `stale.${Math.floor(staleAt / PRESENCE_FRESH_MS)}`, staleAt, now);
}

/** What the live channel's hubs report live rooms with (server/live/hub.ts). */
export function liveRoomPresence(db: Db, now: () => number): HubPresence {
  return { report: (hubId, sizes) => reportPresence(db, hubId, sizes, now()) };
}
