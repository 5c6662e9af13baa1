import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ms } from './time';

/**
 * A spell auction round (拼拍, docs/decisions/014): `size` seats at `price`; a seat counts once paid. The payment
 * that fills the last seat draws the winner in its own transaction (seed and digest kept for audit); a round not
 * full by `ends_at` expires and every paid seat is refunded. At most one OPEN round per goods.
 */
export const spellRounds = pgTable('spell_rounds', {
  id: text('id').primaryKey(),
  goodsId: text('goods_id').notNull(),
  shopId: text('shop_id').notNull(),
  size: integer('size').notNull(),
  price: integer('price').notNull(),
  /** OPEN, DRAWN, EXPIRED, or VOID (full but the goods sold out before the draw: everyone refunded). */
  status: text('status').notNull().default('OPEN'),
  seatsPaid: integer('seats_paid').notNull().default(0),
  endsAt: ms('ends_at').notNull(),
  winnerEntryId: text('winner_entry_id'),
  drawSeed: text('draw_seed').notNull().default(''),
  drawDigest: text('draw_digest').notNull().default(''),
  drawnAt: ms('drawn_at'),
  createdAt: ms('created_at').notNull(),
  updatedAt: ms('updated_at').notNull(),
}, (t) => [
  uniqueIndex('spell_rounds_one_open_idx').on(t.goodsId).where(sql`${t.status} = 'OPEN'`),
  index('spell_rounds_goods_idx').on(t.goodsId, t.createdAt),
  check('spell_rounds_seats_check', sql`${t.seatsPaid} >= 0 AND ${t.seatsPaid} <= ${t.size}`),
]);

/**
 * One buyer's spell order: UNPAID (its order waits for payment, no seat), WAITING (paid, seated in a round),
 * WON (its order ships), LOST or REFUNDED (money back once through the ledger), CANCELLED (never paid).
 */
export const spellEntries = pgTable('spell_entries', {
  id: text('id').primaryKey(),
  goodsId: text('goods_id').notNull(),
  userId: text('user_id').notNull(),
  orderId: text('order_id').notNull(),
  roundId: text('round_id'),
  seatNo: integer('seat_no'),
  status: text('status').notNull().default('UNPAID'),
  price: integer('price').notNull(),
  refunded: integer('refunded').notNull().default(0),
  reward: integer('reward').notNull().default(0),
  paidAt: ms('paid_at'),
  settledAt: ms('settled_at'),
  createdAt: ms('created_at').notNull(),
  updatedAt: ms('updated_at').notNull(),
}, (t) => [
  uniqueIndex('spell_entries_order_idx').on(t.orderId),
  uniqueIndex('spell_entries_seat_idx').on(t.roundId, t.seatNo),
  uniqueIndex('spell_entries_one_active_idx').on(t.goodsId, t.userId).where(sql`${t.status} IN ('UNPAID', 'WAITING')`),
  index('spell_entries_user_idx').on(t.userId, t.createdAt),
]);
