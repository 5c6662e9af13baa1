import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ms } from './time';

const amount = (name: string) => bigint(name, { mode: 'number' });

/**
 * One account per owner and asset (docs/decisions/009): a user's or a shop's wallet, or one of the platform's own
 * accounts. `posted` and `held` are the entries' and the open holds' sums, kept in the transaction that changes them;
 * npm run ledger:check compares them with the rows. Only platform accounts that stand for the world outside (money
 * arriving or leaving, value issued) may go below zero.
 */
export const ledgerAccounts = pgTable('ledger_accounts', {
  id: serial('id').primaryKey(),
  ownerKind: text('owner_kind').notNull(),
  ownerId: text('owner_id').notNull(),
  asset: text('asset').notNull(),
  posted: amount('posted').notNull().default(0),
  held: amount('held').notNull().default(0),
  allowNegative: boolean('allow_negative').notNull().default(false),
  updatedAt: ms('updated_at').notNull(),
}, (t) => [
  uniqueIndex('ledger_accounts_owner_idx').on(t.ownerKind, t.ownerId, t.asset),
  check('ledger_accounts_held_check', sql`${t.held} >= 0`),
]);

/** A posted transaction: its entries sum to zero per asset. (kind, ref_id) is unique, so a cause posts once. */
export const ledgerTxns = pgTable('ledger_txns', {
  id: text('id').primaryKey(),
  kind: text('kind').notNull(),
  refId: text('ref_id').notNull(),
  memo: text('memo').notNull(),
  createdAt: ms('created_at').notNull(),
}, (t) => [uniqueIndex('ledger_txns_cause_idx').on(t.kind, t.refId)]);

export const ledgerEntries = pgTable('ledger_entries', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  txnId: text('txn_id').notNull().references(() => ledgerTxns.id),
  accountId: integer('account_id').notNull().references(() => ledgerAccounts.id),
  amount: amount('amount').notNull(),
  createdAt: ms('created_at').notNull(),
}, (t) => [index('ledger_entries_account_idx').on(t.accountId, t.id), index('ledger_entries_txn_idx').on(t.txnId)]);

/**
 * Value set aside (a withdrawal under review, an auction deposit, a collectible's listing fee): HELD until it is
 * POSTED or VOIDED, exactly once. `kind` is its cause (HOLD_CAUSES); `memo` what the details line says of it.
 */
export const ledgerHolds = pgTable('ledger_holds', {
  id: text('id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => ledgerAccounts.id),
  amount: amount('amount').notNull(),
  status: text('status').notNull(),
  kind: text('kind').notNull(),
  refId: text('ref_id').notNull(),
  memo: text('memo').notNull().default(''),
  createdAt: ms('created_at').notNull(),
  settledAt: ms('settled_at'),
}, (t) => [index('ledger_holds_account_idx').on(t.accountId, t.status), check('ledger_holds_amount_check', sql`${t.amount} > 0`)]);
