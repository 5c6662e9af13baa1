import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './core';
import { media } from './media';
import { ms } from './time';

/**
 * A released short video (issue 18, decision 016): its file is a `short-video` upload of the media service, published
 * only once the rendition is READY. Counts are kept by guarded updates in the same transaction as the like or comment row.
 */
export const shortVideos = pgTable('short_videos', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => users.id),
  mediaId: text('media_id').notNull().references(() => media.id),
  title: text('title').notNull(),
  goodsIds: jsonb('goods_ids').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  /** The time of the frame the author chose as the cover (the media's `cover.webp`); null: the media's own poster. */
  coverMs: integer('cover_ms'),
  likeCount: integer('like_count').notNull().default(0),
  commentCount: integer('comment_count').notNull().default(0),
  deleted: boolean('deleted').notNull().default(false),
  createdAt: ms('created_at').notNull(),
  updatedAt: ms('updated_at').notNull(),
}, (t) => [
  uniqueIndex('short_videos_media_idx').on(t.mediaId),
  index('short_videos_user_idx').on(t.userId, t.createdAt),
  index('short_videos_new_idx').on(t.createdAt, t.id),
  check('short_videos_like_count_check', sql`${t.likeCount} >= 0`),
  check('short_videos_comment_count_check', sql`${t.commentCount} >= 0`),
]);

/** One like per user per video: the primary key is the guard the count follows. */
export const shortVideoLikes = pgTable('short_video_likes', {
  videoId: text('video_id').notNull().references(() => shortVideos.id),
  userId: text('user_id').notNull(),
  createdAt: ms('created_at').notNull(),
}, (t) => [primaryKey({ columns: [t.videoId, t.userId] }), index('short_video_likes_user_idx').on(t.userId, t.createdAt)]);

/** A comment; (user, clientId) makes a replayed send publish once. */
export const shortVideoComments = pgTable('short_video_comments', {
  id: text('id').primaryKey(),
  videoId: text('video_id').notNull().references(() => shortVideos.id),
  userId: text('user_id').notNull(),
  clientId: text('client_id').notNull(),
  content: text('content').notNull(),
  likeCount: integer('like_count').notNull().default(0),
  createdAt: ms('created_at').notNull(),
}, (t) => [
  uniqueIndex('short_video_comments_client_idx').on(t.userId, t.clientId),
  index('short_video_comments_video_idx').on(t.videoId, t.createdAt),
  check('short_video_comments_like_count_check', sql`${t.likeCount} >= 0`),
]);

export const shortVideoCommentLikes = pgTable('short_video_comment_likes', {
  commentId: text('comment_id').notNull().references(() => shortVideoComments.id),
  userId: text('user_id').notNull(),
  createdAt: ms('created_at').notNull(),
}, (t) => [primaryKey({ columns: [t.commentId, t.userId] })]);
