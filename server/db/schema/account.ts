import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { users } from './core';
import { ms } from './time';

/** Account details beyond the profile (issue 15): the e-mail of spec §5, set after an SMS check of the account's phone. */
export const accountProfiles = pgTable('account_profiles', {
  userId: text('user_id').primaryKey().references(() => users.id),
  email: text('email').notNull().default(''),
  updatedAt: ms('updated_at').notNull(),
});

/**
 * A proof that the caller passed one step of a two-step change (the old phone's SMS code before a new phone):
 * random, stored hashed, short-lived, one use.
 */
export const accountTickets = pgTable('account_tickets', {
  ticketHash: text('ticket_hash').primaryKey(),
  userId: text('user_id').notNull().references(() => users.id),
  purpose: text('purpose').notNull(),
  expiresAt: ms('expires_at').notNull(),
  usedAt: ms('used_at'),
  createdAt: ms('created_at').notNull(),
}, (t) => [index('account_tickets_user_idx').on(t.userId)]);

/** Where a login was last used (keyed by its user token's hash; the token itself lives in `tokens`). */
export const accountSessions = pgTable('account_sessions', {
  tokenHash: text('token_hash').primaryKey(),
  userId: text('user_id').notNull(),
  userAgent: text('user_agent').notNull().default(''),
  lastSeenAt: ms('last_seen_at').notNull(),
}, (t) => [index('account_sessions_user_idx').on(t.userId)]);

/**
 * A deactivation request: PENDING through the cooling-off period, then CLOSED by its job, or CANCELLED by a login
 * after the request. `phone` keeps the number the account had, since closing frees it for a new registration.
 */
export const accountDeactivations = pgTable('account_deactivations', {
  id: serial('id').primaryKey(),
  userId: text('user_id').notNull().references(() => users.id),
  phone: text('phone').notNull(),
  status: text('status').notNull(),
  requestedAt: ms('requested_at').notNull(),
  closesAt: ms('closes_at').notNull(),
  endedAt: ms('ended_at'),
}, (t) => [index('account_deactivations_user_idx').on(t.userId, t.id)]);
