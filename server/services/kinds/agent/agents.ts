import { and, count, desc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AgentGoods } from '../../../../src/contract/kinds/agent';
import type { Db } from '../../../db/open';
import { goods, goodsAgentModes, goodsAgents, orders, shops } from '../../../db/schema';
import { badInput, forbidden, notFound } from '../../../http/app-error';
import { newId } from '../../orders/order/ids';
import { offerColumns, sellable, sellableOffer, toOffer } from './offers';

const closed = () => badInput('该商品暂不开放代理');

/** What an agent's link sold of the goods in `goodsId`: paid orders, commission settled, and commission still to come. */
function earningsColumns(userId: string, goodsId: SQLWrapper) {
  const sold = sql`${orders.agentUserId} = ${userId} and ${orders.agentGoodsId} = ${goodsId} and ${orders.payNo} is not null`;
  return {
    orders: sql<number>`(select count(*) from ${orders} where ${sold})`.mapWith(Number),
    earned: sql<number>`(select coalesce(sum(${orders.agentCommission}), 0) from ${orders} where ${sold} and ${orders.settledAt} is not null)`.mapWith(Number),
    pending: sql<number>`(select coalesce(sum(floor(least(${orders.goodsTotal}, ${orders.total} - ${orders.refunded}) * ${orders.agentRateBp} / 10000.0)), 0)
      from ${orders} where ${sold} and ${orders.settledAt} is null and ${orders.status} <> 'CANCELLED')`.mapWith(Number),
  };
}

const agencyColumns = (userId: string) => ({
  ...offerColumns, status: goodsAgents.status, since: goodsAgents.createdAt,
  sellableNow: sql<boolean>`coalesce(${sellable}, false)`.mapWith(Boolean), ...earningsColumns(userId, goodsAgents.goodsId),
});

type AgencyRow = Parameters<typeof toOffer>[0] & { status: string; since: number; sellableNow: boolean; orders: number; earned: number; pending: number };

const toAgentGoods = (row: AgencyRow): AgentGoods => ({
  ...toOffer(row), status: row.status as AgentGoods['status'], open: row.sellableNow, since: row.since,
  orders: row.orders, earned: row.earned, pending: row.pending,
});

/** The caller's agencies with their offers (open or not), whether each may be sold now, and the earnings: one query. */
function agenciesQuery(db: Db, userId: string, where?: SQL) {
  return db.select(agencyColumns(userId)).from(goodsAgentModes)
    .innerJoin(goods, eq(goods.id, goodsAgentModes.goodsId)).innerJoin(shops, eq(shops.id, goods.shopId))
    .innerJoin(goodsAgents, and(eq(goodsAgents.goodsId, goodsAgentModes.goodsId), eq(goodsAgents.userId, userId)))
    .where(where).$dynamic();
}

/** The caller's agency of one goods as the screens show it, or null when the caller is not its agent. */
export async function agentGoodsOf(db: Db, userId: string, goodsId: string): Promise<AgentGoods | null> {
  const [row] = await agenciesQuery(db, userId, eq(goodsAgents.goodsId, goodsId));
  return row ? toAgentGoods(row) : null;
}


/** addgoodsagent: the caller becomes (or is again) an active agent of a goods open to agents, not of their own shop. */
export async function becomeAgent(db: Db, userId: string, goodsId: string, now: number): Promise<AgentGoods> {
  const offer = await sellableOffer(db, goodsId);
  if (!offer) throw closed();
  const [owner] = await db.select({ ownerUserId: shops.ownerUserId }).from(shops).where(eq(shops.id, offer.shopId));
  if (owner?.ownerUserId === userId) throw forbidden('不能代理自己店铺的商品');
  await db.insert(goodsAgents).values({ id: newId('AG', now), userId, goodsId, shopId: offer.shopId, status: 'ACTIVE', createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: [goodsAgents.userId, goodsAgents.goodsId], set: { status: 'ACTIVE', updatedAt: now } });
  return (await agentGoodsOf(db, userId, goodsId))!;
}

/** updgoodsagent: pause or resume the caller's agency; resuming needs the goods still open to agents. */
export async function setAgentStatus(db: Db, userId: string, goodsId: string, status: 'ACTIVE' | 'PAUSED', now: number): Promise<AgentGoods> {
  if (status === 'ACTIVE' && !(await sellableOffer(db, goodsId))) throw closed();
  const moved = await db.update(goodsAgents).set({ status, updatedAt: now })
    .where(and(eq(goodsAgents.userId, userId), eq(goodsAgents.goodsId, goodsId))).returning({ id: goodsAgents.id });
  if (moved.length === 0) throw notFound('代理商品');
  return (await agentGoodsOf(db, userId, goodsId))!;
}

/** selusersagentgoods: every goods the caller is an agent of, newest first, with what each earned. */
export async function listAgentGoods(db: Db, userId: string, page: { pageNum: number; pageSize: number }) {
  const rows = await agenciesQuery(db, userId).orderBy(desc(goodsAgents.createdAt), goodsAgents.goodsId)
    .limit(page.pageSize).offset((page.pageNum - 1) * page.pageSize);
  const [total] = await db.select({ n: count() }).from(goodsAgents).where(eq(goodsAgents.userId, userId));
  return { list: rows.map(toAgentGoods), total: total?.n ?? 0 };
}

/** checkuseragent: the goods' offer to agents (null when closed) and the caller's agency of it (null when none). */
export async function checkAgent(db: Db, userId: string, goodsId: string) {
  return { offer: await sellableOffer(db, goodsId), agent: await agentGoodsOf(db, userId, goodsId) };
}
