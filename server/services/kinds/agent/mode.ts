import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/open';
import { goods, goodsAgentModes, goodsAgents } from '../../../db/schema';
import { notFound } from '../../../http/app-error';

/**
 * mode/shelvespayagent: a shop opens one of its goods to agents at a commission rate, changes the rate, or closes it.
 * A new rate applies to orders placed after it; orders already placed keep the rate they were placed at.
 */
export async function setAgentMode(db: Db, shopId: string, input: { goodsId: string; rateBp: number; open: boolean }, now: number) {
  const [own] = await db.select({ id: goods.id }).from(goods).where(and(eq(goods.id, input.goodsId), eq(goods.shopId, shopId)));
  if (!own) throw notFound('商品');
  const values = { rateBp: input.rateBp, open: input.open, updatedAt: now };
  await db.insert(goodsAgentModes).values({ goodsId: input.goodsId, shopId, ...values })
    .onConflictDoUpdate({ target: goodsAgentModes.goodsId, set: values });
  return { goodsId: input.goodsId, rateBp: input.rateBp, open: input.open };
}

/** The shop's offers to agents with how many agents each has now. */
export async function listShopModes(db: Db, shopId: string) {
  const list = await db.select({
    goodsId: goodsAgentModes.goodsId, rateBp: goodsAgentModes.rateBp, open: goodsAgentModes.open,
    agents: sql<number>`(select count(*) from ${goodsAgents} where ${goodsAgents.goodsId} = ${goodsAgentModes.goodsId} and ${goodsAgents.status} = 'ACTIVE')`.mapWith(Number),
  }).from(goodsAgentModes).where(eq(goodsAgentModes.shopId, shopId)).orderBy(goodsAgentModes.goodsId);
  return { list };
}
