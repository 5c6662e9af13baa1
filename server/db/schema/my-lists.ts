import { bigint, index, integer, jsonb, pgTable, primaryKey, text, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { goods, shops, users } from './core';

const ms = (name: string) => bigint(name, { mode: 'number' });

/** Shop focus (spec §7 Shop focus add, delete, list, check): one row per user and shop. */
export const shopFocus = pgTable('shop_focus', {
  userId: text('user_id').notNull().references(() => users.id),
  shopId: text('shop_id').notNull().references(() => shops.id),
  createdAt: ms('created_at').notNull(),
}, (t) => [primaryKey({ columns: [t.userId, t.shopId] }), index('shop_focus_user_idx').on(t.userId, t.createdAt)]);

/** Goods collections (spec §7 Collect add, delete, list, check). */
export const goodsCollects = pgTable('goods_collects', {
  userId: text('user_id').notNull().references(() => users.id),
  goodsId: text('goods_id').notNull().references(() => goods.id),
  createdAt: ms('created_at').notNull(),
}, (t) => [primaryKey({ columns: [t.userId, t.goodsId] }), index('goods_collects_user_idx').on(t.userId, t.createdAt)]);

/**
 * Browse tracking (spec §7 user-track add, find, getbuytrack): one row per
 * user, kind and goods; a repeat visit moves it to the front. Kind 'browse'
 * is written by track add, 'buy' by the order flow when an order is paid.
 */
export const userTracks = pgTable('user_tracks', {
  userId: text('user_id').notNull().references(() => users.id),
  kind: text('kind').notNull(),
  goodsId: text('goods_id').notNull().references(() => goods.id),
  visits: integer('visits').notNull().default(1),
  trackedAt: ms('tracked_at').notNull(),
}, (t) => [
  primaryKey({ columns: [t.userId, t.kind, t.goodsId] }),
  index('user_tracks_recent_idx').on(t.userId, t.kind, t.trackedAt),
]);

/**
 * Goods evaluations, shown as shop comments. order_id is null for the demo
 * seed; the checkout flow writes one row per evaluated order line.
 */
export const goodsComments = pgTable('goods_comments', {
  id: text('id').primaryKey(),
  orderId: text('order_id'),
  goodsId: text('goods_id').notNull().references(() => goods.id),
  shopId: text('shop_id').notNull().references(() => shops.id),
  userId: text('user_id').notNull().references(() => users.id),
  rating: integer('rating').notNull(),
  content: text('content').notNull(),
  images: jsonb('images').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  createdAt: ms('created_at').notNull(),
  /** The shop owner's reply, '' until given; given once (issue 13, docs/decisions/006). */
  reply: text('reply').notNull().default(''),
  repliedAt: ms('replied_at'),
}, (t) => [
  index('goods_comments_shop_idx').on(t.shopId, t.createdAt),
  index('goods_comments_goods_idx').on(t.goodsId),
  check('goods_comments_rating_check', sql`${t.rating} between 1 and 5`),
]);

/** The brand hall's brands (litemall-style /wx/ brand call). */
export const brands = pgTable('brands', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  picUrl: text('pic_url').notNull(),
  /** Goods whose name contains it are the brand's goods. */
  keyword: text('keyword').notNull(),
  sort: integer('sort').notNull(),
});
