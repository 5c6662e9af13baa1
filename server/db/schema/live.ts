import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ms } from './time';

/**
 * The live channel (decision 013): a room's sequence counter. Its row is locked by every publish, so a room's
 * messages get gap-free sequence numbers that commit in order.
 */
export const liveRooms = pgTable('live_rooms', {
  room: text('room').primaryKey(),
  lastSeq: integer('last_seq').notNull().default(0),
});

/** Every message of every room (chat, auction lot, live room, notices): read by sequence after a reconnect. */
export const liveMessages = pgTable('live_messages', {
  room: text('room').notNull(),
  seq: integer('seq').notNull(),
  clientId: text('client_id').notNull(),
  senderId: text('sender_id').notNull(),
  kind: text('kind').notNull(),
  body: jsonb('body').$type<Record<string, unknown>>().notNull(),
  createdAt: ms('created_at').notNull(),
}, (t) => [
  primaryKey({ columns: [t.room, t.seq] }),
  uniqueIndex('live_messages_client_idx').on(t.room, t.clientId),
  index('live_messages_sender_idx').on(t.senderId, t.createdAt),
]);
