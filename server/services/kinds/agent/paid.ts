import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { AGENT_NOTICES } from '../../../../src/domain/goods-agent';
import type { Db } from '../../../db/open';
import { goods, orders } from '../../../db/schema';
import { sendNotice } from '../../../live/notices';

/**
 * Order paid hook: an order an agent's link sold tells the agent, in the paying transaction; the agent's card
 * (已售 · 待结算) reads again on it (issue 34.6). The commission's own notice is sent when the order settles.
 */
export async function agentOrdersPaid(db: Db, orderIds: string[], now: number): Promise<void> {
  const sold = await db.select({ id: orders.id, agentUserId: orders.agentUserId, goodsName: goods.name }).from(orders)
    .innerJoin(goods, eq(goods.id, orders.agentGoodsId))
    .where(and(inArray(orders.id, orderIds), isNotNull(orders.agentUserId)));
  for (const order of sold) {
    await sendNotice(db, order.agentUserId!, {
      topic: 'order', ref: `agent-paid:${order.id}`, title: AGENT_NOTICES.paidTitle, text: AGENT_NOTICES.paid(order.goodsName),
    }, now);
  }
}
