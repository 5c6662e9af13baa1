import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../open';
import { goods, goodsAgentModes } from '../schema';

/** The demo's offers to agents: the first two ordinary goods of these shops, at these rates (basis points). */
const OPEN_TO_AGENTS: Record<string, number[]> = { S0001: [1000, 1500], S0002: [800, 1200] };

/** Ours (issue 17): a few goods open to agents, so 代理商品 has something to join in the demo. */
export async function seedGoodsAgents(db: Db, now: number): Promise<void> {
  const shopIds = Object.keys(OPEN_TO_AGENTS);
  const rows = await db.select({ id: goods.id, shopId: goods.shopId }).from(goods)
    .where(and(inArray(goods.shopId, shopIds), eq(goods.kind, 'ordinary'), eq(goods.onShelf, true))).orderBy(asc(goods.id));
  const modes = shopIds.flatMap((shopId) => OPEN_TO_AGENTS[shopId]!.flatMap((rateBp, i) => {
    const picked = rows.filter((row) => row.shopId === shopId)[i];
    return picked ? [{ goodsId: picked.id, shopId, rateBp, open: true, updatedAt: now - i }] : [];
  }));
  if (modes.length) await db.insert(goodsAgentModes).values(modes);
}
