import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { AgentGoods } from '../../../src/contract/goods-agent';
import type { Db } from '../../db/open';
import { goods, goodsAgentModes, goodsAgents, orders, shops } from '../../db/schema';
import { badInput, forbidden, notFound } from '../../http/app-error';
import { newId } from '../order/ids';
import { anyOffer, sellableOffer, toOffer } from './offers';

const closed = () => badInput('该商品暂不开放代理');

/** What an agent's link sold for one goods: paid orders, commission settled, and commission still to come. */
async function earningsOf(db: Db, userId: string, goodsId: string) {
  const sold = and(eq(orders.agentUserId, userId), eq(orders.agentGoodsId, goodsId), isNotNull(orders.payNo));
  const [row] = await db.select({
    orders: count(),
    earned: sql<number>`coalesce(sum(${orders.agentCommission}) filter (where ${orders.settledAt} is not null), 0)`.mapWith(Number),
    pending: sql<number>`coalesce(sum(floor(least(${orders.goodsTotal}, ${orders.total} - ${orders.refunded}) * ${orders.agentRateBp} / 10000.0)) filter (where ${orders.settledAt} is null and ${orders.status} <> 'CANCELLED'), 0)`.mapWith(Number),
  }).from(orders).where(sold);
  return { orders: row?.orders ?? 0, earned: row?.earned ?? 0, pending: row?.pending ?? 0 };
}

/** The caller's agency of one goods as the screens show it, or null when the caller is not its agent. */
export async function agentGoodsOf(db: Db, userId: string, goodsId: string): Promise<AgentGoods | null> {
  const [agency] = await db.select().from(goodsAgents).where(and(eq(goodsAgents.userId, userId), eq(goodsAgents.goodsId, goodsId)));
  const offer = agency ? await anyOffer(db, goodsId) : null;
  if (!agency || !offer) return null;
  const open = (await sellableOffer(db, goodsId)) !== null;
  return { ...toOffer(offer), status: agency.status as AgentGoods['status'], open, since: agency.createdAt, ...await earningsOf(db, userId, goodsId) };
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
  const mine = eq(goodsAgents.userId, userId);
  const rows = await db.select({ goodsId: goodsAgents.goodsId }).from(goodsAgents)
    .innerJoin(goodsAgentModes, eq(goodsAgentModes.goodsId, goodsAgents.goodsId)).innerJoin(goods, eq(goods.id, goodsAgents.goodsId))
    .where(mine).orderBy(desc(goodsAgents.createdAt), goodsAgents.goodsId).limit(page.pageSize).offset((page.pageNum - 1) * page.pageSize);
  const list = (await Promise.all(rows.map((row) => agentGoodsOf(db, userId, row.goodsId)))).filter((row) => row !== null);
  const [total] = await db.select({ n: count() }).from(goodsAgents).where(mine);
  return { list, total: total?.n ?? 0 };
}

/** checkuseragent: the goods' offer to agents (null when closed) and the caller's agency of it (null when none). */
export async function checkAgent(db: Db, userId: string, goodsId: string) {
  return { offer: await sellableOffer(db, goodsId), agent: await agentGoodsOf(db, userId, goodsId) };
}
