import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgSequence, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ms } from './time';

/** The chain numbers' serials: one per collectible ever issued, never reused (a rolled-back mint leaves a gap). */
export const collectibleSerial = pgSequence('collectible_serial_seq', { startWith: 1 });

/**
 * One owned copy of an NFT goods (数字藏品, docs/decisions/006 "Digital collectibles"). `serial` comes from a
 * sequence and gives the chain number; `certificate` is SHA-256 over the facts shown with it. Status and owner move
 * only by guarded updates: OWNED ⇄ LISTED (holding `hold_id`, one circulation ticket) → LOCKED by one trade.
 */
export const collectibles = pgTable('collectibles', {
  id: text('id').primaryKey(),
  serial: bigint('serial', { mode: 'number' }).notNull(),
  chainNo: text('chain_no').notNull(),
  goodsId: text('goods_id').notNull(),
  orderId: text('order_id').notNull(),
  ownerId: text('owner_id').notNull(),
  status: text('status').notNull().default('OWNED'),
  price: integer('price').notNull().default(0),
  holdId: text('hold_id'),
  tradeId: text('trade_id'),
  certificate: text('certificate').notNull(),
  mintedAt: ms('minted_at').notNull(),
  acquiredAt: ms('acquired_at').notNull(),
  listedAt: ms('listed_at'),
  updatedAt: ms('updated_at').notNull(),
}, (t) => [
  uniqueIndex('collectibles_chain_no_idx').on(t.chainNo),
  uniqueIndex('collectibles_order_serial_idx').on(t.orderId, t.serial),
  index('collectibles_owner_idx').on(t.ownerId, t.acquiredAt),
  index('collectibles_goods_status_idx').on(t.goodsId, t.status),
  check('collectibles_lock_check', sql`(${t.status} = 'LOCKED') = (${t.tradeId} IS NOT NULL)`),
]);

/** A resale between two users; at most one active trade per collectible (the partial unique index). */
export const collectibleTrades = pgTable('collectible_trades', {
  id: text('id').primaryKey(),
  collectibleId: text('collectible_id').notNull(),
  sellerId: text('seller_id').notNull(),
  buyerId: text('buyer_id').notNull(),
  price: integer('price').notNull(),
  fee: integer('fee').notNull(),
  status: text('status').notNull().default('AWAITING_PAY'),
  deadline: ms('deadline').notNull(),
  paidAt: ms('paid_at'),
  endedAt: ms('ended_at'),
  createdAt: ms('created_at').notNull(),
  updatedAt: ms('updated_at').notNull(),
}, (t) => [
  uniqueIndex('collectible_trades_one_active_idx').on(t.collectibleId).where(sql`${t.status} IN ('AWAITING_PAY', 'PAID')`),
  index('collectible_trades_seller_idx').on(t.sellerId, t.createdAt),
  index('collectible_trades_buyer_idx').on(t.buyerId, t.createdAt),
]);

/** Every change of owner: the first (MINT, from nobody), a resale (TRADE) or a hand-over (EXCHANGE). */
export const collectibleTransfers = pgTable('collectible_transfers', {
  id: text('id').primaryKey(),
  collectibleId: text('collectible_id').notNull(),
  kind: text('kind').notNull(),
  fromId: text('from_id'),
  toId: text('to_id').notNull(),
  tradeId: text('trade_id'),
  price: integer('price').notNull().default(0),
  createdAt: ms('created_at').notNull(),
}, (t) => [
  uniqueIndex('collectible_transfers_trade_idx').on(t.tradeId),
  index('collectible_transfers_collectible_idx').on(t.collectibleId, t.createdAt),
  index('collectible_transfers_from_idx').on(t.fromId, t.createdAt),
  index('collectible_transfers_to_idx').on(t.toId, t.createdAt),
]);
