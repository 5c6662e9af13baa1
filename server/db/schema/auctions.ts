import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ms } from './time';

const fen = (name: string) => bigint(name, { mode: 'number' });

/** 专场: a shop's auction session, a set of lots shown together (issue 16, migration 0026). */
export const auctionSessions = pgTable('auction_sessions', {
  id: text('id').primaryKey(),
  shopId: text('shop_id').notNull(),
  title: text('title').notNull(),
  img: text('img').notNull(),
  startsAt: ms('starts_at').notNull(),
  endsAt: ms('ends_at').notNull(),
  createdAt: ms('created_at').notNull(),
}, (t) => [index('auction_sessions_ends_idx').on(t.endsAt)]);

/**
 * One lot: an auction goods on sale in a session. Every bid locks this row and moves `current_price` with a guarded
 * update, so a lot's bids are serialized on the host; `ends_at` moves with late bids (anti-sniping).
 */
export const auctionLots = pgTable('auction_lots', {
  id: text('id').primaryKey(),
  sessionId: text('session_id').notNull(),
  goodsId: text('goods_id').notNull(),
  shopId: text('shop_id').notNull(),
  startPrice: fen('start_price').notNull(),
  bidStep: fen('bid_step').notNull(),
  deposit: fen('deposit').notNull(),
  currentPrice: fen('current_price').notNull(),
  bidCount: integer('bid_count').notNull().default(0),
  leaderId: text('leader_id'),
  leaderMax: fen('leader_max').notNull().default(0),
  startsAt: ms('starts_at').notNull(),
  endsAt: ms('ends_at').notNull(),
  originalEndsAt: ms('original_ends_at').notNull(),
  extendMs: integer('extend_ms').notNull(),
  status: text('status').notNull().default('OPEN'),
  orderId: text('order_id'),
  payDeadline: ms('pay_deadline'),
  closedAt: ms('closed_at'),
  updatedAt: ms('updated_at').notNull(),
  /** A blind-box lot (migration 0035): the box its goods sells and the odds version bidders were shown, drawn at payment. */
  boxId: text('box_id'),
  boxVersion: integer('box_version'),
}, (t) => [
  index('auction_lots_session_idx').on(t.sessionId),
  index('auction_lots_goods_idx').on(t.goodsId, t.endsAt),
  index('auction_lots_order_idx').on(t.orderId),
]);

/** The price history: `seq` is the bid's place in its lot (1, 2, …), gap-free because the lot row is locked. */
export const auctionBids = pgTable('auction_bids', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  lotId: text('lot_id').notNull(),
  seq: integer('seq').notNull(),
  userId: text('user_id').notNull(),
  amount: fen('amount').notNull(),
  auto: boolean('auto').notNull().default(false),
  createdAt: ms('created_at').notNull(),
}, (t) => [uniqueIndex('auction_bids_lot_seq_idx').on(t.lotId, t.seq)]);

/** A bidder's deposit on a lot (held at the first bid) and maximum bid. Status: HELD, RELEASED, FORFEITED. */
export const auctionDeposits = pgTable('auction_deposits', {
  lotId: text('lot_id').notNull(),
  userId: text('user_id').notNull(),
  holdId: text('hold_id').notNull(),
  amount: fen('amount').notNull(),
  maxBid: fen('max_bid').notNull(),
  status: text('status').notNull(),
  createdAt: ms('created_at').notNull(),
  settledAt: ms('settled_at'),
}, (t) => [primaryKey({ columns: [t.lotId, t.userId] }), index('auction_deposits_user_idx').on(t.userId, t.createdAt)]);

/**
 * 私洽 (privateMake offers, migration 0035): a buyer's private price for an auction goods outside any open lot; the
 * shop accepts (an order at that price) or refuses. Status: PENDING, ACCEPTED, REFUSED, WITHDRAWN.
 */
export const auctionOffers = pgTable('auction_offers', {
  id: text('id').primaryKey(),
  goodsId: text('goods_id').notNull(),
  shopId: text('shop_id').notNull(),
  userId: text('user_id').notNull(),
  price: fen('price').notNull(),
  note: text('note').notNull().default(''),
  status: text('status').notNull().default('PENDING'),
  orderId: text('order_id'),
  createdAt: ms('created_at').notNull(),
  decidedAt: ms('decided_at'),
  updatedAt: ms('updated_at').notNull(),
}, (t) => [
  check('auction_offers_status_check', sql`${t.status} IN ('PENDING', 'ACCEPTED', 'REFUSED', 'WITHDRAWN')`),
  check('auction_offers_price_check', sql`${t.price} > 0`),
  uniqueIndex('auction_offers_one_pending_idx').on(t.userId, t.goodsId).where(sql`${t.status} = 'PENDING'`),
  index('auction_offers_shop_idx').on(t.shopId, t.createdAt),
  index('auction_offers_user_idx').on(t.userId, t.createdAt),
]);
