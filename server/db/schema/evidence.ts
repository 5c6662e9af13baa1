import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { goods, shops, users } from './core';
import { ms } from './time';

/**
 * A goods' evidence (存证/溯源: a certificate, proof of origin, an inspection report), added by the shop that sells the
 * goods and shown to every buyer. The id is the owner's device's, so a replayed add finds the row it made.
 */
export const goodsEvidence = pgTable('goods_evidence', {
  id: text('id').primaryKey(),
  goodsId: text('goods_id').notNull().references(() => goods.id),
  shopId: text('shop_id').notNull().references(() => shops.id),
  userId: text('user_id').notNull().references(() => users.id),
  title: text('title').notNull(),
  kind: text('kind').notNull(),
  issuer: text('issuer').notNull(),
  issuedOn: text('issued_on').notNull(),
  description: text('description').notNull().default(''),
  imgs: jsonb('imgs').$type<string[]>().notNull(),
  createdAt: ms('created_at').notNull(),
}, (t) => [index('goods_evidence_goods_idx').on(t.goodsId, t.createdAt)]);
