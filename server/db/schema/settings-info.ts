import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './core';
import { ms } from './time';

/** A user's notice switch per topic (issue 15 notice_settings); a topic without a row has its default (src/domain/notices.ts). */
export const noticeSettings = pgTable('notice_settings', {
  userId: text('user_id').notNull().references(() => users.id),
  topic: text('topic').notNull(),
  enabled: boolean('enabled').notNull(),
  updatedAt: ms('updated_at').notNull(),
}, (t) => [primaryKey({ columns: [t.userId, t.topic] })]);

/** spec §3 Rank, with the growth value that reaches it and its perks. */
export const memberRanks = pgTable('member_ranks', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  logo: text('logo').notNull(),
  rankType: integer('rank_type').notNull(),
  minGrowth: integer('min_growth').notNull(),
  perks: jsonb('perks').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
});

/** Versioned agreements (spec §7 Agreements): a new version is a new row; the highest version is current. */
export const agreements = pgTable('agreements', {
  id: serial('id').primaryKey(),
  code: text('code').notNull(),
  version: integer('version').notNull(),
  title: text('title').notNull(),
  paragraphs: jsonb('paragraphs').$type<string[]>().notNull(),
  publishedAt: ms('published_at').notNull(),
}, (t) => [uniqueIndex('agreements_code_version_idx').on(t.code, t.version)]);

/** Public platform parameters (spec §7 server param get). */
export const serverParams = pgTable('server_params', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  value: text('value').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** Code tables (spec §7 code detail) and search filter options (spec §7 search parameters), kept as JSON by code. */
export const codeTables = pgTable('code_tables', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  items: jsonb('items').$type<unknown>().notNull(),
});

/** The information pages' articles by section (about us, safety, rules, business processes, invoices, recommendation). */
export const infoArticles = pgTable('info_articles', {
  id: text('id').primaryKey(),
  section: text('section').notNull(),
  title: text('title').notNull(),
  summary: text('summary').notNull().default(''),
  paragraphs: jsonb('paragraphs').$type<string[]>().notNull(),
  sort: integer('sort').notNull().default(0),
  updatedAt: ms('updated_at').notNull(),
}, (t) => [index('info_articles_section_idx').on(t.section, t.sort)]);

/** A user's complaint to the platform (line_service complaint), read by the administrators. */
export const complaints = pgTable('complaints', {
  id: serial('id').primaryKey(),
  userId: text('user_id').notNull().references(() => users.id),
  type: text('type').notNull(),
  content: text('content').notNull(),
  contact: text('contact').notNull().default(''),
  orderId: text('order_id').notNull().default(''),
  status: text('status').notNull().default('PENDING'),
  reply: text('reply').notNull().default(''),
  createdAt: ms('created_at').notNull(),
}, (t) => [index('complaints_user_idx').on(t.userId, t.id), index('complaints_status_idx').on(t.status, t.id)]);

/** spec §7 goodsCulture: a user's culture post with pictures. */
export const culturePosts = pgTable('culture_posts', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => users.id),
  title: text('title').notNull(),
  content: text('content').notNull(),
  images: jsonb('images').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  likeCount: integer('like_count').notNull().default(0),
  createdAt: ms('created_at').notNull(),
}, (t) => [index('culture_posts_created_idx').on(t.createdAt, t.id)]);

/** One like per user and post (addlike is idempotent per user). */
export const cultureLikes = pgTable('culture_likes', {
  postId: text('post_id').notNull().references(() => culturePosts.id),
  userId: text('user_id').notNull().references(() => users.id),
  createdAt: ms('created_at').notNull(),
}, (t) => [primaryKey({ columns: [t.postId, t.userId] })]);
