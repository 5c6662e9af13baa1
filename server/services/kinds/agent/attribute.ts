import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/open';
import { goodsAgents, orders } from '../../../db/schema';
import { sellableOffer } from './offers';

/**
 * A buy-now order that came through an agent's link remembers the agent and the rate in force now, when that agent
 * is an active agent of the goods, the goods is still open to agents and the buyer is not the agent. Anything else
 * leaves the order without an agent: a stale or forged link never stops a purchase.
 */
export async function attributeToAgent(db: Db, order: { orderId: string; buyerId: string; goodsId: string }, agentId: string): Promise<void> {
  if (!agentId || agentId === order.buyerId) return;
  const offer = await sellableOffer(db, order.goodsId);
  if (!offer) return;
  const [agency] = await db.select({ id: goodsAgents.id }).from(goodsAgents)
    .where(and(eq(goodsAgents.userId, agentId), eq(goodsAgents.goodsId, order.goodsId), eq(goodsAgents.status, 'ACTIVE')));
  if (!agency) return;
  await db.update(orders).set({ agentUserId: agentId, agentGoodsId: order.goodsId, agentRateBp: offer.rateBp }).where(eq(orders.id, order.orderId));
}
