import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { LIVE_MESSAGES as M, liveRoomOf, type LiveChatBody } from '../../../../src/contract/social/live-room';
import { CODES } from '../../../../src/contract/codes';
import type { Db } from '../../../db/open';
import { liveShowPresence, liveShows, users } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import { publishToRoom } from '../../../live/rooms';
import { showById } from './present';

/** One chat line: a `live.chat` message of the room, published in the call's transaction (decision 013). */
export async function sendChat(tx: Db, userId: string, input: { roomId: string; clientId: string; text: string }, now: number) {
  const show = await showById(tx, input.roomId);
  if (show.status !== 'OPEN') throw new AppError(CODES.conflict, M.ended);
  const [user] = await tx.select({ name: users.name, logo: users.logo }).from(users).where(eq(users.id, userId));
  const body: LiveChatBody = { text: input.text, senderName: user?.name ?? '', senderAvatar: user?.logo ?? '' };
  const { message } = await publishToRoom(tx, { room: liveRoomOf(show.id), clientId: input.clientId, senderId: userId, kind: 'live.chat', body }, now);
  return { seq: message.seq };
}

/**
 * Likes are added up in this process and written once a flush (one UPDATE and one `live.likes` message per room
 * and second), so a room tapped by thousands costs the database a row write a second, not one per tap.
 */
export class LikeTally {
  private pending = new Map<string, number>();
  private flushNo = 0;
  constructor(readonly processId: string) {}

  add(roomId: string, n: number): void { this.pending.set(roomId, (this.pending.get(roomId) ?? 0) + n); }

  async flush(db: Db, now: number): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    this.flushNo += 1;
    for (const [roomId, n] of batch) {
      try {
        await db.transaction(async (tx) => {
          const [row] = await tx.update(liveShows).set({ likes: sql`${liveShows.likes} + ${n}` })
            .where(and(eq(liveShows.id, roomId), eq(liveShows.status, 'OPEN'))).returning({ likes: liveShows.likes });
          if (!row) return;
          await publishToRoom(tx, { room: liveRoomOf(roomId), clientId: `likes.${this.processId}.${this.flushNo}`, senderId: '', kind: 'live.likes', body: { likes: row.likes } }, now);
        });
      } catch {
        this.add(roomId, n);
      }
    }
  }
}

export async function acceptLikes(db: Db, tally: LikeTally, roomId: string, n: number): Promise<{ accepted: number }> {
  const show = await showById(db, roomId);
  if (show.status !== 'OPEN') throw new AppError(CODES.conflict, M.ended);
  tally.add(roomId, n);
  return { accepted: n };
}

/** A hub's count is fresh this long: a process that stopped writing stops counting. */
export const PRESENCE_FRESH_MS = 15_000;

/**
 * Writes one hub's socket counts of its `live:` rooms and, for each room whose total changed, the new count on the
 * room (peak too) and a `live.viewers` message. Rooms the hub no longer has are written as 0.
 */
export async function flushPresence(db: Db, hubId: string, sizes: Map<string, number>, now: number): Promise<void> {
  const previous = await db.select({ showId: liveShowPresence.showId }).from(liveShowPresence)
    .where(and(eq(liveShowPresence.hubId, hubId), gt(liveShowPresence.viewers, 0)));
  const counts = new Map(previous.map((p) => [p.showId, 0]));
  for (const [room, n] of sizes) counts.set(room.slice('live:'.length), n);
  if (counts.size === 0) return;
  const shows = await db.select({ id: liveShows.id }).from(liveShows)
    .where(and(inArray(liveShows.id, [...counts.keys()]), eq(liveShows.status, 'OPEN')));
  for (const { id } of shows) {
    await db.transaction(async (tx) => {
      const viewers = counts.get(id) ?? 0;
      await tx.insert(liveShowPresence).values({ showId: id, hubId, viewers, updatedAt: now })
        .onConflictDoUpdate({ target: [liveShowPresence.showId, liveShowPresence.hubId], set: { viewers, updatedAt: now } });
      const [sum] = await tx.select({ n: sql<number>`coalesce(sum(${liveShowPresence.viewers}), 0)` }).from(liveShowPresence)
        .where(and(eq(liveShowPresence.showId, id), gt(liveShowPresence.updatedAt, now - PRESENCE_FRESH_MS)));
      const total = Number(sum?.n ?? 0);
      const [show] = await tx.select().from(liveShows).where(eq(liveShows.id, id)).for('update');
      if (!show || show.viewersNow === total) return;
      await tx.update(liveShows).set({ viewersNow: total, peakViewers: Math.max(show.peakViewers, total) }).where(eq(liveShows.id, id));
      await publishToRoom(tx, { room: liveRoomOf(id), clientId: `viewers.${hubId}.${now}`, senderId: '', kind: 'live.viewers', body: { viewers: total } }, now);
    });
  }
}
