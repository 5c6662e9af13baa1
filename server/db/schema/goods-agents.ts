import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ms } from './time';

/**
 * A shop's offer to agents for one goods (goodsagent mode/shelvespayagent, docs/decisions/006 "Agent goods"):
 * the commission in basis points of what the buyer keeps, paid at settlement. Closed, it takes no new sales.
 */
export const goodsAgentModes = pgTable('goods_agent_modes', {
  goodsId: text('goods_id').primaryKey(),
  shopId: text('shop_id').notNull(),
  rateBp: integer('rate_bp').notNull(),
  open: boolean('open').notNull().default(true),
  updatedAt: ms('updated_at').notNull(),
}, (t) => [index('goods_agent_modes_open_idx').on(t.open, t.updatedAt)]);

/** A user selling one goods on as its agent: ACTIVE earns on the sales its link brings, PAUSED does not. */
export const goodsAgents = pgTable('goods_agents', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull(),
  goodsId: text('goods_id').notNull(),
  shopId: text('shop_id').notNull(),
  status: text('status').notNull().default('ACTIVE'),
  createdAt: ms('created_at').notNull(),
  updatedAt: ms('updated_at').notNull(),
}, (t) => [uniqueIndex('goods_agents_user_goods_idx').on(t.userId, t.goodsId)]);
