import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ms } from './time';

/**
 * A coupon as issued (issue 32, src/domain/coupons.ts): its kind, scope and who pays (`shop_id` '' = the platform),
 * its validity (fixed dates, or `valid_days` from claiming), how many may be claimed in all and per user. Its rule
 * may change only before the first claim (a guarded update on claimed = 0); `claimed`, `used` and `discount_given`
 * are its figures, moved by guarded updates.
 */
export const couponTemplates = pgTable('coupon_templates', {
  id: text('id').primaryKey(),
  shopId: text('shop_id').notNull().default(''),
  scope: text('scope').notNull(),
  goodsIds: jsonb('goods_ids').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  kind: text('kind').notNull(),
  name: text('name').notNull(),
  threshold: integer('threshold').notNull().default(0),
  amount: integer('amount').notNull().default(0),
  rate: integer('rate').notNull().default(0),
  cap: integer('cap').notNull().default(0),
  /** Fixed dates (valid_days 0), or valid_days from claiming (valid_from and valid_to null). */
  validFrom: ms('valid_from'),
  validTo: ms('valid_to'),
  validDays: integer('valid_days').notNull().default(0),
  total: integer('total').notNull(),
  perUser: integer('per_user').notNull().default(1),
  newUser: boolean('new_user').notNull().default(false),
  /** ISSUING or STOPPED (claimed coupons stay usable when issuing stops). */
  status: text('status').notNull().default('ISSUING'),
  claimed: integer('claimed').notNull().default(0),
  used: integer('used').notNull().default(0),
  discountGiven: integer('discount_given').notNull().default(0),
  createdBy: text('created_by').notNull(),
  createdAt: ms('created_at').notNull(),
  updatedAt: ms('updated_at').notNull(),
}, (t) => [
  index('coupon_templates_issuing_idx').on(t.status, t.createdAt),
  index('coupon_templates_shop_idx').on(t.shopId, t.createdAt),
]);

/** A claimed coupon: UNUSED, USED (by `checkout_id`'s orders) or EXPIRED (its job at valid_to). */
export const coupons = pgTable('coupons', {
  id: text('id').primaryKey(),
  templateId: text('template_id').notNull().references(() => couponTemplates.id),
  userId: text('user_id').notNull(),
  status: text('status').notNull().default('UNUSED'),
  validFrom: ms('valid_from').notNull(),
  validTo: ms('valid_to').notNull(),
  checkoutId: text('checkout_id'),
  usedAt: ms('used_at'),
  discount: integer('discount').notNull().default(0),
  claimedAt: ms('claimed_at').notNull(),
  updatedAt: ms('updated_at').notNull(),
}, (t) => [
  index('coupons_user_idx').on(t.userId, t.status, t.claimedAt),
  index('coupons_pull_idx').on(t.userId, t.updatedAt, t.id),
  index('coupons_template_idx').on(t.templateId),
]);

/** How many of a coupon one user claimed: the per-user limit's guarded counter. */
export const couponClaims = pgTable('coupon_claims', {
  templateId: text('template_id').notNull(),
  userId: text('user_id').notNull(),
  count: integer('count').notNull(),
}, (t) => [primaryKey({ columns: [t.templateId, t.userId] })]);

/** Each coupon's share of each order it lowered (a platform coupon may lower several orders of one checkout). */
export const orderCoupons = pgTable('order_coupons', {
  orderId: text('order_id').notNull(),
  couponId: text('coupon_id').notNull(),
  discount: integer('discount').notNull(),
  platform: boolean('platform').notNull(),
}, (t) => [primaryKey({ columns: [t.orderId, t.couponId] }), index('order_coupons_coupon_idx').on(t.couponId)]);
