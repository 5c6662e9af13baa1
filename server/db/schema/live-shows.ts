import { bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from './core';
import { media } from './media';
import { ms } from './time';

/** Live room classes (spec §7 Live classes); rows come with migration 0033. */
export const liveClasses = pgTable('live_classes', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  sort: integer('sort').notNull(),
});

export const liveComplaintTypes = pgTable('live_complaint_types', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  sort: integer('sort').notNull(),
});

/**
 * A live room (issue 18). `live_rooms` is the live channel's table of message rooms (decision 013); a show is the
 * streamer's broadcast, whose channel room is `live:<id>`. Only the SHA-256 of the stream key is kept.
 */
export const liveShows = pgTable('live_shows', {
  id: text('id').primaryKey(),
  ownerUserId: text('owner_user_id').notNull().references(() => users.id),
  shopId: text('shop_id'),
  title: text('title').notNull(),
  cover: text('cover').notNull(),
  classId: text('class_id').notNull().references(() => liveClasses.id),
  goodsIds: jsonb('goods_ids').$type<string[]>().notNull(),
  streamKeyHash: text('stream_key_hash').notNull().unique(),
  status: text('status').$type<'OPEN' | 'ENDED'>().notNull(),
  publishing: boolean('publishing').notNull().default(false),
  /** When the ingest last saw the stream start or stop: a room whose stream stopped long ago is ended by a job. */
  streamChangedAt: ms('stream_changed_at').notNull(),
  /** The address of the host process whose ingest receives the stream now: other processes relay its FLV from there. */
  ingestOrigin: text('ingest_origin'),
  viewersNow: integer('viewers_now').notNull().default(0),
  peakViewers: integer('peak_viewers').notNull().default(0),
  viewersTotal: integer('viewers_total').notNull().default(0),
  likes: integer('likes').notNull().default(0),
  orders: integer('orders').notNull().default(0),
  endReason: text('end_reason').notNull().default(''),
  startedAt: ms('started_at').notNull(),
  endedAt: ms('ended_at'),
  /** The ended room's recording, a video of the media service (the seed's demo replay, issue 34.13); null: none. */
  replayMediaId: text('replay_media_id').references(() => media.id),
}, (t) => [index('live_shows_status_idx').on(t.status, t.viewersNow), index('live_shows_owner_idx').on(t.ownerUserId, t.startedAt)]);

/** Who entered a room (signed in), once: the end info's viewer total. */
export const liveShowViewers = pgTable('live_show_viewers', {
  showId: text('show_id').notNull().references(() => liveShows.id),
  userId: text('user_id').notNull(),
  firstAt: ms('first_at').notNull(),
}, (t) => [primaryKey({ columns: [t.showId, t.userId], name: 'live_show_viewers_pk' })]);

/**
 * Each live channel hub's count of sockets in a room, refreshed by the hub's heartbeat (server/live/hub.ts); the
 * room's viewers are the fresh rows' sum, counted by the `live.viewers` job.
 */
export const liveShowPresence = pgTable('live_show_presence', {
  showId: text('show_id').notNull(),
  hubId: text('hub_id').notNull(),
  viewers: integer('viewers').notNull(),
  updatedAt: ms('updated_at').notNull(),
}, (t) => [primaryKey({ columns: [t.showId, t.hubId], name: 'live_show_presence_pk' })]);

/** Likes tapped in a room and not yet added to it: the `live.likes` job adds them up once a second (migration 0049). */
export const liveLikeTaps = pgTable('live_like_taps', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  showId: text('show_id').notNull(),
  n: integer('n').notNull(),
  createdAt: ms('created_at').notNull(),
}, (t) => [index('live_like_taps_show_idx').on(t.showId)]);

export const liveComplaints = pgTable('live_complaints', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => users.id),
  showId: text('show_id').notNull().references(() => liveShows.id),
  typeId: text('type_id').notNull().references(() => liveComplaintTypes.id),
  content: text('content').notNull(),
  status: text('status').$type<'PENDING' | 'HANDLED'>().notNull().default('PENDING'),
  createdAt: ms('created_at').notNull(),
}, (t) => [index('live_complaints_user_idx').on(t.userId, t.createdAt)]);
