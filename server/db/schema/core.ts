import { sql, type SQL } from 'drizzle-orm';
import {
  bigint, boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/** Times are host milliseconds since the epoch (bigint, number mode). */
const ms = (name: string) => bigint(name, { mode: 'number' });

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  usersNo: text('users_no').notNull().unique(),
  phone: text('phone').notNull().unique(),
  name: text('name').notNull(),
  logo: text('logo').notNull().default(''),
  gender: integer('gender').notNull().default(0),
  passwordHash: text('password_hash'),
  usersPid: text('users_pid'),
  shopId: text('shop_id'),
  platCompanyId: text('plat_company_id'),
  locationId: text('location_id'),
  locationName: text('location_name'),
  banned: boolean('banned').notNull().default(false),
  /** Why an administrator banned the user: the refusal of every call says it (issue 14). */
  banReason: text('ban_reason').notNull().default(''),
  /** Soft delete (issue 14): the account cannot log in; its orders and ledger rows stay. */
  deletedAt: ms('deleted_at'),
  createdAt: ms('created_at').notNull(),
}, (t) => [
  // The administrator's list, newest first, and its two rare states (migration 0043, decision 032).
  index('users_recent_idx').on(t.createdAt, t.id),
  index('users_banned_idx').on(t.createdAt, t.id).where(sql`${t.banned} and ${t.deletedAt} is null`),
  index('users_deleted_idx').on(t.createdAt, t.id).where(sql`${t.deletedAt} is not null`),
  // The administrator's search: any part of the phone, user number or name (decision 028's pieces).
  index('users_search_grams_idx').using('gin', sql`(starq_search_grams(${t.phone}) || starq_search_grams(${t.usersNo}) || starq_search_grams(${t.name}))`),
  index('users_search_triples_idx').using('gin', sql`(starq_search_triples(${t.phone}) || starq_search_triples(${t.usersNo}) || starq_search_triples(${t.name}))`),
]);

/**
 * Tokens are stored only as SHA-256 hashes; kind is 'user' or 'shop'. Every token of one login (its shop
 * token, a token derived by the token-login registration) shares the login's family and ends with it.
 */
export const tokens = pgTable('tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: text('user_id').notNull().references(() => users.id),
  kind: text('kind').notNull(),
  shopId: text('shop_id'),
  familyId: text('family_id').notNull(),
  expiresAt: ms('expires_at').notNull(),
  createdAt: ms('created_at').notNull(),
}, (t) => [index('tokens_user_idx').on(t.userId), index('tokens_family_idx').on(t.familyId)]);

/** Per-caller call counters shared by every host process (rate-limiter-flexible's Drizzle store; its column names). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamp('expire', { mode: 'date', withTimezone: true }),
});

/** Wrong passwords per account (the typed phone, known or not): a run of them locks password login for a while. */
export const loginThrottle = pgTable('login_throttle', {
  account: text('account').primaryKey(),
  failures: integer('failures').notNull(),
  lockedUntil: ms('locked_until'),
  updatedAt: ms('updated_at').notNull(),
});

export const smsCodes = pgTable('sms_codes', {
  id: serial('id').primaryKey(),
  phone: text('phone').notNull(),
  sendType: text('send_type').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: ms('expires_at').notNull(),
  usedAt: ms('used_at'),
  createdAt: ms('created_at').notNull(),
}, (t) => [index('sms_codes_phone_idx').on(t.phone, t.createdAt)]);

export const shops = pgTable('shops', {
  id: text('id').primaryKey(),
  shopNo: text('shop_no').notNull().unique(),
  name: text('name').notNull(),
  logo: text('logo').notNull(),
  fans: integer('fans'),
  location1: text('location1'),
  location2: text('location2'),
  location3: text('location3'),
  locationName: text('location_name').notNull(),
  address: text('address').notNull(),
  phone: text('phone').notNull(),
  rankName: text('rank_name').notNull().default(''),
  rankLogo: text('rank_logo').notNull().default(''),
  isZfm: integer('is_zfm').notNull().default(0),
  ownerUserId: text('owner_user_id'),
  banned: boolean('banned').notNull().default(false),
  banReason: text('ban_reason').notNull().default(''),
  /** Deleted by the administrator (issue 34): banned for good, its goods off sale; its orders and ledger rows stay. */
  deletedAt: ms('deleted_at'),
  updatedAt: ms('updated_at').notNull(),
}, (t) => [
  index('shops_name_grams_idx').using('gin', sql`starq_search_grams(${t.name})`),
  index('shops_no_grams_idx').using('gin', sql`starq_search_grams(${t.shopNo})`),
  // The platform's own shops (星Q自营), most followed first: selplathomepageinfo (migration 0054).
  index('shops_own_fans_idx').on(t.fans.desc().nullsLast(), t.id).where(sql`${t.isZfm} = 1 and not ${t.banned}`),
]);

export const goodsClasses = pgTable('goods_classes', {
  id: text('id').primaryKey(),
  pid: text('pid').notNull(),
  name: text('name').notNull(),
  cover: text('cover').notNull(),
  level: integer('level').notNull(),
  sort: integer('sort').notNull(),
}, (t) => [index('goods_classes_pid_idx').on(t.pid)]);

/**
 * An integral goods' points as a number (null without whole points), as the 积分商城's 价格 tab orders them: one
 * expression for the index (migration 0062) and the lists' order. The card reads the same field (integralPoints).
 */
export function goodsPoints(t: { extra: AnyPgColumn }): SQL {
  return sql`(case when (${t.extra} ->> 'points') ~ '^[0-9]{1,9}$' then (${t.extra} ->> 'points')::int end)`;
}

export const goods = pgTable('goods', {
  id: text('id').primaryKey(),
  shopId: text('shop_id').notNull().references(() => shops.id),
  classId: text('class_id').notNull().references(() => goodsClasses.id),
  name: text('name').notNull(),
  img: text('img').notNull(),
  imgs: jsonb('imgs').$type<string[]>().notNull(),
  video: text('video'),
  description: text('description').notNull(),
  kind: text('kind').notNull(),
  salePrice: integer('sale_price').notNull(),
  originalPrice: integer('original_price').notNull(),
  stock: integer('stock').notNull(),
  sales: integer('sales').notNull().default(0),
  creator: text('creator').notNull(),
  age: text('age').notNull(),
  onShelf: boolean('on_shelf').notNull().default(true),
  /** Taken off the shelf by its shop's ban; the unban puts exactly these back (issue 14). */
  shopBanHold: boolean('shop_ban_hold').notNull().default(false),
  extra: jsonb('extra').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  /** The specification dimensions (颜色: 红色/白色), up to 3 of up to 20 values; its SKUs are goods_skus (decision 033). */
  dimensions: jsonb('dimensions').$type<{ name: string; values: string[] }[]>().notNull().default(sql`'[]'::jsonb`),
  /** The highest on-sale SKU price when the SKUs' prices differ (the card says ¥39起), else 0; derived as sale_price is. */
  maxPrice: integer('max_price').notNull().default(0),
  updatedAt: ms('updated_at').notNull(),
}, (t) => [
  index('goods_checkpoint_idx').on(t.updatedAt, t.id),
  index('goods_class_idx').on(t.classId),
  // A class's best sellers, a few per class: getSecondGoodsClassRecommondList (migration 0054).
  index('goods_class_sales_idx').on(t.classId, t.sales.desc().nullsFirst(), t.id).where(sql`${t.onShelf}`),
  // A class's 价格 tabs (issue 30, migration 0059).
  index('goods_class_price_idx').on(t.classId, t.salePrice, t.id).where(sql`${t.onShelf}`),
  // A shop's goods: newest change first (all of them), and its page's 销量 and 价格 tabs (decision 032).
  index('goods_shop_recent_idx').on(t.shopId, t.updatedAt.desc(), t.id),
  index('goods_shop_sales_idx').on(t.shopId, t.sales.desc(), t.id).where(sql`${t.onShelf}`),
  index('goods_shop_price_idx').on(t.shopId, t.salePrice, t.id).where(sql`${t.onShelf}`),
  index('goods_off_shelf_idx').on(t.updatedAt.desc(), t.id).where(sql`not ${t.onShelf}`),
  index('goods_platform_off_idx').on(t.updatedAt.desc(), t.id).where(sql`not ${t.onShelf} and ${t.extra}->>'offShelfBy' = 'platform'`),
  index('goods_kind_idx').on(t.kind, t.salePrice),
  // Best sellers first, as every list orders them: sales DESC (nulls first), id (docs/decisions/028).
  index('goods_shelf_sales_idx').on(t.sales.desc().nullsFirst(), t.id).where(sql`${t.onShelf}`),
  // A keyword's 价格 tabs walk the shelf by price (issue 30, migration 0061).
  index('goods_shelf_price_idx').on(t.salePrice, t.id).where(sql`${t.onShelf}`),
  // The 积分商城's 价格 tab orders integral goods by their points (migration 0062).
  index('goods_integral_points_idx').on(goodsPoints(t), t.id).where(sql`${t.onShelf} and ${t.kind} = 'integral'`),
  // Search by any part of the name: the GIN over its 1- and 2-character pieces, the stored generated column name_grams
  // that this schema leaves out so no select reads it (migration 0039, decision 028).
  index('goods_name_grams_idx').using('gin', sql`name_grams`).where(sql`${t.onShelf}`),
  // Pinyin search (migration 0042, decision 031): the pieces of the job-filled spellings (generated pinyin_grams), and
  // the goods whose spelling the job must (re)compute; neither column is in this schema.
  index('goods_pinyin_grams_idx').using('gin', sql`pinyin_grams`).where(sql`${t.onShelf}`),
  index('goods_pinyin_stale_idx').on(t.id).where(sql`name_pinyin_hash is distinct from md5(${t.name})::uuid`),
  // The same pieces over every row, on the shelf or not: the administrator's and a shop owner's lists.
  index('goods_all_name_grams_idx').using('gin', sql`name_grams`),
  // A keyword's 综合: the names equal to it and starting with it (migration 0051, decision 036).
  index('goods_name_prefix_idx').using('btree', sql`lower(${t.name}) text_pattern_ops`),
]);

/** On-shelf goods per kind, kept by the goods table's statement triggers (migration 0039, decision 028). */
export const goodsShelfCounts = pgTable('goods_shelf_counts', {
  kind: text('kind').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
});

export const cartLines = pgTable('cart_lines', {
  userId: text('user_id').notNull().references(() => users.id),
  goodsId: text('goods_id').notNull().references(() => goods.id),
  /** The SKU in the cart (goods_skus.id, not a reference: a removed SKU's line stays and says 该规格已下架). */
  skuId: text('sku_id').notNull(),
  num: integer('num').notNull(),
  selected: boolean('selected').notNull().default(true),
  createdAt: ms('created_at').notNull(),
  updatedAt: ms('updated_at').notNull(),
}, (t) => [primaryKey({ columns: [t.userId, t.skuId] })]);

/** The first answer per (caller, key), stored in the effect's transaction, with a digest of the request it answered. */
export const idempotencyKeys = pgTable('idempotency_keys', {
  scope: text('scope').notNull(),
  key: text('key').notNull(),
  callName: text('call_name').notNull(),
  requestHash: text('request_hash').notNull().default(''),
  response: jsonb('response').notNull(),
  createdAt: ms('created_at').notNull(),
}, (t) => [primaryKey({ columns: [t.scope, t.key] })]);

export const banners = pgTable('banners', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  image: text('image').notNull(),
  goodsId: text('goods_id'),
  sort: integer('sort').notNull(),
});

export const hotWords = pgTable('hot_words', {
  word: text('word').primaryKey(),
  sort: integer('sort').notNull(),
}, (t) => [uniqueIndex('hot_words_sort_idx').on(t.sort)]);
