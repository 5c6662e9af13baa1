import { index, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { users } from './core';
import { ms } from './time';

/**
 * Every action a company administrator takes (issue 14): who, when, what, on which user, shop, goods or other
 * target, with the reason and the values before and after. Written in the action's own transaction, never changed.
 */
export const adminActions = pgTable('admin_actions', {
  id: serial('id').primaryKey(),
  adminUserId: text('admin_user_id').notNull().references(() => users.id),
  targetKind: text('target_kind').notNull(),
  targetId: text('target_id').notNull(),
  action: text('action').notNull(),
  reason: text('reason').notNull().default(''),
  before: jsonb('before').$type<Record<string, unknown> | null>(),
  after: jsonb('after').$type<Record<string, unknown> | null>(),
  createdAt: ms('created_at').notNull(),
}, (t) => [index('admin_actions_target_idx').on(t.targetKind, t.targetId, t.id)]);

/** The platform company's own details (spec §2 company_manage/company), one row per platform company id. */
export const companyProfiles = pgTable('company_profiles', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  contactName: text('contact_name').notNull().default(''),
  contactPhone: text('contact_phone').notNull().default(''),
  address: text('address').notNull().default(''),
  updatedAt: ms('updated_at').notNull(),
});
