import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { CART_GOODS_KINDS } from '../../../../src/contract/entities/goods';
import type { AgentOffer } from '../../../../src/contract/kinds/agent';
import { agentCommission } from '../../../../src/domain/goods-agent';
import type { Db } from '../../../db/open';
import { goods, goodsAgentModes, goodsAgents, shops } from '../../../db/schema';

/** Goods an agent may sell: open to agents, on the shelf, of a shop that is not banned, and bought through checkout. */
export const sellable = and(eq(goodsAgentModes.open, true), eq(goods.onShelf, true), eq(shops.banned, false), inArray(goods.kind, [...CART_GOODS_KINDS]));

const agentsOf = sql<number>`(select count(*) from ${goodsAgents} where ${goodsAgents.goodsId} = ${goodsAgentModes.goodsId} and ${goodsAgents.status} = 'ACTIVE')`.mapWith(Number);

export const offerColumns = {
  goodsId: goods.id, goodsName: goods.name, goodsImg: goods.img, shopId: shops.id, shopName: shops.name,
  price: goods.salePrice, rateBp: goodsAgentModes.rateBp, open: goodsAgentModes.open, agents: agentsOf,
};

type OfferRow = { goodsId: string; goodsName: string; goodsImg: string; shopId: string; shopName: string; price: number; rateBp: number; agents: number };

export const toOffer = ({ goodsId, goodsName, goodsImg, shopId, shopName, price, rateBp, agents }: OfferRow): AgentOffer => ({
  goodsId, goodsName, goodsImg, shopId, shopName, price, rateBp, commissionEach: agentCommission(price, rateBp), agents,
});

const offersFrom = (db: Db) => db.select(offerColumns).from(goodsAgentModes)
  .innerJoin(goods, eq(goods.id, goodsAgentModes.goodsId)).innerJoin(shops, eq(shops.id, goods.shopId));

/** groupbuy home/selshopagentgoods: the goods open to agents, newest offers first. */
export async function listOffers(db: Db, page: { pageNum: number; pageSize: number }) {
  const rows = await offersFrom(db).where(sellable).orderBy(desc(goodsAgentModes.updatedAt), goodsAgentModes.goodsId)
    .limit(page.pageSize).offset((page.pageNum - 1) * page.pageSize);
  const [total] = await db.select({ n: count() }).from(goodsAgentModes)
    .innerJoin(goods, eq(goods.id, goodsAgentModes.goodsId)).innerJoin(shops, eq(shops.id, goods.shopId)).where(sellable);
  return { list: rows.map(toOffer), total: total?.n ?? 0 };
}

/** One goods' offer if an agent may sell it now, else null. */
export async function sellableOffer(db: Db, goodsId: string): Promise<AgentOffer | null> {
  const [row] = await offersFrom(db).where(and(sellable, eq(goodsAgentModes.goodsId, goodsId)));
  return row ? toOffer(row) : null;
}
