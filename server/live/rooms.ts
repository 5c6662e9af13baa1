import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { liveMessages, liveRooms } from '../db/schema';

/** One message of a room as every client receives it. */
export interface LiveMessage {
  room: string;
  seq: number;
  clientId: string;
  senderId: string;
  kind: string;
  body: Record<string, unknown>;
  at: number;
}

export interface PublishInput {
  room: string;
  /** The sender's own id for the message: the same id publishes once (a replayed send answers the first message). */
  clientId: string;
  senderId: string;
  kind: string;
  body: Record<string, unknown>;
}

/** PostgreSQL NOTIFY channel: the payload is `room\nseq`, a wake-up only; messages are read from the table. */
export const LIVE_NOTIFY_CHANNEL = 'live_channel';

/** Room names: `<prefix>:<key>`, e.g. `chat:c_123`, `lot:88`, `notice:u_1`; short enough that `room:seq` is a record id (≤ 100). */
export const ROOM_PATTERN = /^[a-z]{1,12}:[A-Za-z0-9_.:-]{1,72}$/;

const toMessage = (row: typeof liveMessages.$inferSelect): LiveMessage => ({
  room: row.room, seq: row.seq, clientId: row.clientId, senderId: row.senderId, kind: row.kind, body: row.body, at: row.createdAt,
});

/**
 * Publishes in the caller's transaction (with its cause). The room's row is locked first, so the sequence number is
 * the next one, gap-free, and sequence order is commit order; the wake-up is sent at commit by PostgreSQL itself.
 */
export async function publishToRoom(tx: Db, input: PublishInput, now: number): Promise<{ message: LiveMessage; created: boolean }> {
  if (!ROOM_PATTERN.test(input.room)) throw new Error(`bad room name: ${input.room}`);
  await tx.insert(liveRooms).values({ room: input.room, lastSeq: 0 }).onConflictDoNothing();
  const [room] = await tx.select().from(liveRooms).where(eq(liveRooms.room, input.room)).for('update');
  const [existing] = await tx.select().from(liveMessages)
    .where(and(eq(liveMessages.room, input.room), eq(liveMessages.clientId, input.clientId)));
  if (existing) return { message: toMessage(existing), created: false };
  const seq = room!.lastSeq + 1;
  await tx.update(liveRooms).set({ lastSeq: seq }).where(eq(liveRooms.room, input.room));
  const [row] = await tx.insert(liveMessages).values({
    room: input.room, seq, clientId: input.clientId, senderId: input.senderId, kind: input.kind, body: input.body, createdAt: now,
  }).returning();
  await tx.execute(sql`select pg_notify(${LIVE_NOTIFY_CHANNEL}, ${`${input.room}\n${seq}`})`);
  return { message: toMessage(row!), created: true };
}

/** The room's messages after a sequence number, in order. */
export async function readRoom(db: Db, room: string, afterSeq: number, limit: number): Promise<LiveMessage[]> {
  const rows = await db.select().from(liveMessages)
    .where(and(eq(liveMessages.room, room), gt(liveMessages.seq, afterSeq)))
    .orderBy(asc(liveMessages.seq)).limit(limit);
  return rows.map(toMessage);
}

/** The last sequence number of each room given (0 for a room with no message yet). */
export async function roomHeads(db: Db, rooms: string[]): Promise<Map<string, number>> {
  const heads = new Map(rooms.map((room) => [room, 0]));
  if (rooms.length === 0) return heads;
  const rows = await db.select().from(liveRooms).where(sql`${liveRooms.room} = any(${sql.param(rooms)}::text[])`);
  for (const row of rows) heads.set(row.room, row.lastSeq);
  return heads;
}
