import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { goods } from './core';

/**
 * A goods' specification (issue 31, decision 033): one combination of its dimensions' values, with its own price, stock
 * and picture. Every goods has at least one; the default SKU of a goods without dimensions has the goods' own id.
 * goods.sale_price/original_price/stock/sales are the card's figures derived from these rows (shop/goods/skus.ts).
 */
export const goodsSkus = pgTable('goods_skus', {
  id: text('id').primaryKey(),
  goodsId: text('goods_id').notNull().references(() => goods.id, { onDelete: 'cascade' }),
  /** The value chosen per dimension, in goods.dimensions order; empty for the default SKU. */
  choice: jsonb('choice').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  /** The choice as the shopper reads it: 红色 / M. */
  specText: text('spec_text').notNull().default(''),
  salePrice: integer('sale_price').notNull(),
  originalPrice: integer('original_price').notNull(),
  stock: integer('stock').notNull(),
  sales: integer('sales').notNull().default(0),
  img: text('img').notNull().default(''),
  code: text('code').notNull().default(''),
  onSale: boolean('on_sale').notNull().default(true),
  position: integer('position').notNull().default(0),
  updatedAt: bigint('updated_at', { mode: 'number' }).notNull(),
}, (t) => [
  index('goods_skus_goods_idx').on(t.goodsId, t.position),
  check('goods_skus_figures_check', sql`${t.salePrice} >= 0 AND ${t.originalPrice} >= 0 AND ${t.stock} >= 0 AND ${t.sales} >= 0`),
]);
