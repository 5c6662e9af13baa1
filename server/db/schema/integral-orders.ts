import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ms } from './time';

/**
 * An order paid with points (integral goods, issue 17): the ordinary order row holds no money (its total is 0), this
 * row holds the points the buyer owes, when they were taken (paid_at) and when they were given back (refunded_at);
 * both move once, by guarded updates, each with its own ledger posting.
 */
export const integralOrders = pgTable('integral_orders', {
  orderId: text('order_id').primaryKey(),
  userId: text('user_id').notNull(),
  goodsId: text('goods_id').notNull(),
  num: integer('num').notNull(),
  points: integer('points').notNull(),
  paidAt: ms('paid_at'),
  refundedAt: ms('refunded_at'),
  createdAt: ms('created_at').notNull(),
}, (t) => [
  index('integral_orders_user_idx').on(t.userId, t.createdAt),
  check('integral_orders_points_check', sql`${t.points} > 0`),
]);
