import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from './core';
import { ms } from './time';

/** Province (level 1), city (2) and district (3) with their national codes; the address picker reads them. */
export const regions = pgTable('regions', {
  code: text('code').primaryKey(),
  parentCode: text('parent_code').notNull(),
  name: text('name').notNull(),
  level: integer('level').notNull(),
}, (t) => [index('regions_parent_idx').on(t.parentCode)]);

/**
 * Receipt addresses; the id may be chosen by the client so an address added offline can be used at once.
 * Ids are the user's own: the key is (user, id), so one user's id never tells another that it exists.
 */
export const addresses = pgTable('addresses', {
  id: text('id').notNull(),
  userId: text('user_id').notNull().references(() => users.id),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  provinceCode: text('province_code').notNull(),
  cityCode: text('city_code').notNull(),
  districtCode: text('district_code').notNull(),
  regionName: text('region_name').notNull(),
  detail: text('detail').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: ms('created_at').notNull(),
  updatedAt: ms('updated_at').notNull(),
  /** Soft delete: the row stays as the tombstone the device's pull removes its copy by (docs/decisions/003). */
  deletedAt: ms('deleted_at'),
}, (t) => [primaryKey({ columns: [t.userId, t.id] }), index('addresses_pull_idx').on(t.userId, t.updatedAt, t.id)]);

/** Invoice titles: personal, or company with its tax number; keyed by (user, id) as addresses are. */
export const invoices = pgTable('invoices', {
  id: text('id').notNull(),
  userId: text('user_id').notNull().references(() => users.id),
  invoiceType: text('invoice_type').notNull(),
  titleType: text('title_type').notNull(),
  title: text('title').notNull(),
  taxNo: text('tax_no').notNull().default(''),
  email: text('email').notNull().default(''),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: ms('created_at').notNull(),
  updatedAt: ms('updated_at').notNull(),
  deletedAt: ms('deleted_at'),
}, (t) => [primaryKey({ columns: [t.userId, t.id] }), index('invoices_pull_idx').on(t.userId, t.updatedAt, t.id)]);
