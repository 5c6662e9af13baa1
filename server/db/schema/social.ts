import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ms } from './time';

/** One follow between users (docs/decisions/015): shops, live hosts and video authors are followed as their users. */
export const userFollows = pgTable('user_follows', {
  followerId: text('follower_id').notNull(),
  followeeId: text('followee_id').notNull(),
  createdAt: ms('created_at').notNull(),
}, (t) => [
  primaryKey({ name: 'user_follows_pk', columns: [t.followerId, t.followeeId] }),
  index('user_follows_followee_idx').on(t.followeeId, t.createdAt),
  index('user_follows_follower_idx').on(t.followerId, t.createdAt),
  check('user_follows_not_self', sql`${t.followerId} <> ${t.followeeId}`),
]);

export const dynamicCommunities = pgTable('dynamic_communities', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** A post of the dynamic feed; its id is the author's draft id, so a second publish of the draft finds the first. */
export const dynamics = pgTable('dynamics', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull(),
  communityId: text('community_id').notNull(),
  text: text('text').notNull().default(''),
  imgs: jsonb('imgs').$type<string[]>().notNull().default([]),
  fireCount: integer('fire_count').notNull().default(0),
  iceCount: integer('ice_count').notNull().default(0),
  msgCount: integer('msg_count').notNull().default(0),
  viewCount: integer('view_count').notNull().default(0),
  deletedAt: ms('deleted_at'),
  createdAt: ms('created_at').notNull(),
}, (t) => [
  index('dynamics_user_idx').on(t.userId, t.createdAt),
  index('dynamics_community_idx').on(t.communityId, t.createdAt),
  index('dynamics_created_idx').on(t.createdAt),
]);

/** 火 or 冰: one row per user and dynamic; the counts on `dynamics` are recounted from these under the dynamic's lock. */
export const dynamicVotes = pgTable('dynamic_votes', {
  dynamicId: text('dynamic_id').notNull(),
  userId: text('user_id').notNull(),
  vote: text('vote').$type<'fire' | 'ice'>().notNull(),
  createdAt: ms('created_at').notNull(),
}, (t) => [
  primaryKey({ name: 'dynamic_votes_pk', columns: [t.dynamicId, t.userId] }),
  index('dynamic_votes_user_idx').on(t.userId, t.vote),
  check('dynamic_votes_vote_check', sql`${t.vote} IN ('fire', 'ice')`),
]);

export const dynamicMsgs = pgTable('dynamic_msgs', {
  id: text('id').primaryKey(),
  dynamicId: text('dynamic_id').notNull(),
  userId: text('user_id').notNull(),
  text: text('text').notNull(),
  createdAt: ms('created_at').notNull(),
}, (t) => [index('dynamic_msgs_dynamic_idx').on(t.dynamicId, t.createdAt)]);

export const dynamicViews = pgTable('dynamic_views', {
  dynamicId: text('dynamic_id').notNull(),
  userId: text('user_id').notNull(),
  createdAt: ms('created_at').notNull(),
}, (t) => [primaryKey({ name: 'dynamic_views_pk', columns: [t.dynamicId, t.userId] })]);
