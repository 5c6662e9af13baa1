import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './core';
import { ms } from './time';

/**
 * A user's bank card. The number is sealed at rest (server/security/sealed.ts); `number_hash` (a keyed hash)
 * finds the same card again, so one card belongs to one user. Deleting keeps the row (a withdrawal names it).
 */
export const bankCards = pgTable('bank_cards', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => users.id),
  numberSealed: text('number_sealed').notNull(),
  numberHash: text('number_hash').notNull(),
  last4: text('last4').notNull(),
  bankName: text('bank_name').notNull(),
  holderName: text('holder_name').notNull(),
  phoneSealed: text('phone_sealed').notNull(),
  createdAt: ms('created_at').notNull(),
  updatedAt: ms('updated_at').notNull(),
  deletedAt: ms('deleted_at'),
}, (t) => [
  index('bank_cards_user_idx').on(t.userId, t.createdAt),
  uniqueIndex('bank_cards_number_idx').on(t.numberHash).where(sql`${t.deletedAt} is null`),
]);

/** Real-name authentication: name and ID number sealed at rest, shown masked; one ID number verifies one account. */
export const realNames = pgTable('real_names', {
  userId: text('user_id').primaryKey().references(() => users.id),
  nameSealed: text('name_sealed').notNull(),
  idCardSealed: text('id_card_sealed').notNull(),
  idCardHash: text('id_card_hash').notNull().unique(),
  nameMasked: text('name_masked').notNull(),
  idCardMasked: text('id_card_masked').notNull(),
  /** YYYY-MM-DD from the ID number: the age rules of later goods kinds read it. */
  birthDate: text('birth_date').notNull(),
  verifiedAt: ms('verified_at').notNull(),
});

/**
 * A withdrawal of a user's or a shop's balance to a bank card: PENDING holds the amount (ledger_holds), APPROVED posts
 * it, REFUSED and EXPIRED void it. The card's bank and last digits are copied, so a deleted card still reads.
 */
export const withdrawals = pgTable('withdrawals', {
  id: text('id').primaryKey(),
  ownerKind: text('owner_kind').notNull(),
  ownerId: text('owner_id').notNull(),
  userId: text('user_id').notNull().references(() => users.id),
  amount: integer('amount').notNull(),
  fee: integer('fee').notNull().default(0),
  cardId: text('card_id').notNull(),
  bankName: text('bank_name').notNull(),
  last4: text('last4').notNull(),
  holdId: text('hold_id').notNull(),
  status: text('status').notNull(),
  reason: text('reason').notNull().default(''),
  complaint: text('complaint').notNull().default(''),
  decidedBy: text('decided_by'),
  createdAt: ms('created_at').notNull(),
  decidedAt: ms('decided_at'),
  expiresAt: ms('expires_at').notNull(),
  updatedAt: ms('updated_at').notNull(),
}, (t) => [
  index('withdrawals_owner_idx').on(t.ownerKind, t.ownerId, t.createdAt),
  index('withdrawals_status_idx').on(t.status, t.createdAt, t.id),
  index('withdrawals_recent_idx').on(t.createdAt, t.id),
]);

/**
 * The platform's share of completed orders in basis points, as a history: each change is a row in force from
 * `effective_at` on, never updated; shop_id '' is the company-wide value. Settlement reads the row in force when the
 * order was paid (docs/decisions/009, addendum), so a change never reaches an order already paid.
 */
export const financeScales = pgTable('finance_scales', {
  id: serial('id').primaryKey(),
  shopId: text('shop_id').notNull(),
  rateBp: integer('rate_bp').notNull(),
  effectiveAt: ms('effective_at').notNull(),
  setBy: text('set_by'),
}, (t) => [index('finance_scales_shop_idx').on(t.shopId, t.effectiveAt, t.id)]);
