import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { shops } from './core';
import { ms } from './time';

/** A shop's theme: its collectibles grouped under a cover and detail images (issue 13). */
export const themes = pgTable('themes', {
  id: text('id').primaryKey(),
  shopId: text('shop_id').notNull().references(() => shops.id),
  name: text('name').notNull(),
  cover: text('cover').notNull(),
  detailImgs: jsonb('detail_imgs').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  description: text('description').notNull().default(''),
  goodsIds: jsonb('goods_ids').$type<string[]>().notNull(),
  createdAt: ms('created_at').notNull(),
  updatedAt: ms('updated_at').notNull(),
}, (t) => [index('themes_shop_idx').on(t.shopId, t.updatedAt)]);

export interface StoredOddsItem {
  goodsId: string;
  oddsBp: number;
  /** The goods' sale price when the version was made: the value a buyer is told. */
  valueFen: number;
}

/** A blind box as it now stands; `version` names the row of blind_box_versions it equals. */
export const blindBoxes = pgTable('blind_boxes', {
  id: text('id').primaryKey(),
  shopId: text('shop_id').notNull().references(() => shops.id),
  themeId: text('theme_id').notNull().default(''),
  name: text('name').notNull(),
  cover: text('cover').notNull(),
  detailImgs: jsonb('detail_imgs').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  price: integer('price').notNull(),
  onSale: boolean('on_sale').notNull().default(false),
  version: integer('version').notNull(),
  items: jsonb('items').$type<StoredOddsItem[]>().notNull(),
  guaranteeDraws: integer('guarantee_draws'),
  guaranteeGoodsId: text('guarantee_goods_id').notNull().default(''),
  purchaseLimit: integer('purchase_limit'),
  createdAt: ms('created_at').notNull(),
  updatedAt: ms('updated_at').notNull(),
}, (t) => [index('blind_boxes_shop_idx').on(t.shopId, t.updatedAt)]);

/** Every version of a box, never changed: what a buyer paid for is the version they saw. */
export const blindBoxVersions = pgTable('blind_box_versions', {
  boxId: text('box_id').notNull().references(() => blindBoxes.id),
  version: integer('version').notNull(),
  definition: jsonb('definition').$type<Record<string, unknown>>().notNull(),
  createdAt: ms('created_at').notNull(),
}, (t) => [primaryKey({ columns: [t.boxId, t.version] })]);
