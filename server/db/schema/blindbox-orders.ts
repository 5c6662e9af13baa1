import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { goods } from './core';
import { blindBoxes } from './themes';
import { ms } from './time';

/** The goods (kind blindbox) a box is sold as: its stock is the boxes left, its orders the boxes bought (issue 17). */
export const blindBoxGoods = pgTable('blind_box_goods', {
  goodsId: text('goods_id').primaryKey().references(() => goods.id),
  boxId: text('box_id').notNull().unique().references(() => blindBoxes.id),
});

/** A box order: the odds-table version the buyer saw, which is the version drawn from at payment. */
export const blindBoxOrders = pgTable('blind_box_orders', {
  orderId: text('order_id').primaryKey(),
  userId: text('user_id').notNull(),
  boxId: text('box_id').notNull(),
  goodsId: text('goods_id').notNull(),
  version: integer('version').notNull(),
  price: integer('price').notNull(),
  createdAt: ms('created_at').notNull(),
}, (t) => [index('blind_box_orders_user_idx').on(t.userId, t.createdAt)]);

/** The draw log: one row per paid box, written in the paying transaction, never changed. */
export const blindBoxDraws = pgTable('blind_box_draws', {
  orderId: text('order_id').primaryKey(),
  userId: text('user_id').notNull(),
  boxId: text('box_id').notNull(),
  version: integer('version').notNull(),
  /** node:crypto randomInt(0, randomRange): the roll the odds table was walked with. */
  randomValue: integer('random_value').notNull(),
  randomRange: integer('random_range').notNull(),
  itemGoodsId: text('item_goods_id').notNull(),
  itemName: text('item_name').notNull(),
  itemImg: text('item_img').notNull(),
  itemValueFen: integer('item_value_fen').notNull(),
  /** The 保底 rule gave this item, not the roll. */
  guaranteed: boolean('guaranteed').notNull(),
  /** The buyer's nth box of this box id. */
  drawNo: integer('draw_no').notNull(),
  drawnAt: ms('drawn_at').notNull(),
}, (t) => [index('blind_box_draws_user_idx').on(t.userId, t.drawnAt)]);

/** Per buyer and box: boxes drawn (the purchase limit) and draws since the 保底 goods last came. */
export const blindBoxBuyers = pgTable('blind_box_buyers', {
  boxId: text('box_id').notNull(),
  userId: text('user_id').notNull(),
  drawn: integer('drawn').notNull().default(0),
  sinceGuarantee: integer('since_guarantee').notNull().default(0),
}, (t) => [
  primaryKey({ columns: [t.boxId, t.userId] }),
  check('blind_box_buyers_drawn_check', sql`${t.drawn} >= 0 AND ${t.sinceGuarantee} >= 0`),
]);
