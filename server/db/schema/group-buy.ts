import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { goods } from './core';
import { orders } from './orders';
import { ms } from './time';

/**
 * A group buy (issue 16): opened by a buyer on a group goods, `size` seats at `unit_price` (fen) until `deadline`.
 * `seats_taken` counts held and paid seats and only moves by guarded updates (the CHECK is the last line: never
 * over-full); status OPEN → FORMED (every seat paid) or FAILED (deadline passed; paid members refunded).
 */
export const groupBuys = pgTable('group_buys', {
  id: text('id').primaryKey(),
  goodsId: text('goods_id').notNull().references(() => goods.id),
  leaderId: text('leader_id').notNull(),
  size: integer('size').notNull(),
  unitPrice: integer('unit_price').notNull(),
  seatsTaken: integer('seats_taken').notNull().default(0),
  paidCount: integer('paid_count').notNull().default(0),
  status: text('status').notNull().default('OPEN'),
  deadline: ms('deadline').notNull(),
  createdAt: ms('created_at').notNull(),
  endedAt: ms('ended_at'),
  updatedAt: ms('updated_at').notNull(),
}, (t) => [
  index('group_buys_goods_idx').on(t.goodsId, t.status, t.deadline),
  index('group_buys_open_idx').on(t.status, t.deadline),
  check('group_buys_seats_check', sql`${t.seatsTaken} >= 0 AND ${t.seatsTaken} <= ${t.size} AND ${t.paidCount} >= 0 AND ${t.paidCount} <= ${t.size}`),
]);

/** One seat: a member's order in a group. HELD (order unpaid) → PAID, or RELEASED (unpaid in time); PAID → REFUNDED on failure. */
export const groupMembers = pgTable('group_members', {
  orderId: text('order_id').primaryKey().references(() => orders.id),
  groupId: text('group_id').notNull().references(() => groupBuys.id),
  userId: text('user_id').notNull(),
  status: text('status').notNull(),
  joinedAt: ms('joined_at').notNull(),
  paidAt: ms('paid_at'),
  updatedAt: ms('updated_at').notNull(),
}, (t) => [
  uniqueIndex('group_members_one_seat_idx').on(t.groupId, t.userId).where(sql`${t.status} <> 'RELEASED'`),
  index('group_members_group_idx').on(t.groupId, t.joinedAt),
  index('group_members_user_idx').on(t.userId, t.joinedAt),
]);
