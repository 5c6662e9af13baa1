import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './core';
import { ms } from './time';

/** One row per user who set a pay password: its slow hash and the wrong-try lock. Locked FOR UPDATE while paying. */
export const payAccounts = pgTable('pay_accounts', {
  userId: text('user_id').primaryKey().references(() => users.id),
  payPasswordHash: text('pay_password_hash').notNull(),
  wrongTries: integer('wrong_tries').notNull().default(0),
  lockedUntil: ms('locked_until').notNull().default(0),
  updatedAt: ms('updated_at').notNull(),
});

/**
 * A payment of one or more orders. method BALANCE or WECHAT; status PENDING,
 * PAID or REFUNDED; outcome says what a late payment led to (RELIABILITY 20).
 */
export const payments = pgTable('payments', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => users.id),
  method: text('method').notNull(),
  /** ORDER pays orderIds; TOP_UP credits the user's balance. */
  purpose: text('purpose').notNull().default('ORDER'),
  amount: integer('amount').notNull(),
  orderIds: jsonb('order_ids').$type<string[]>().notNull(),
  status: text('status').notNull(),
  outcome: text('outcome').notNull().default(''),
  openid: text('openid').notNull().default(''),
  providerTxn: text('provider_txn'),
  createdAt: ms('created_at').notNull(),
  paidAt: ms('paid_at'),
}, (t) => [
  index('payments_user_idx').on(t.userId, t.createdAt),
  uniqueIndex('payments_provider_txn_idx').on(t.providerTxn),
]);

