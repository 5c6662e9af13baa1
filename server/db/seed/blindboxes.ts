import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../open';
import { blindBoxes, blindBoxGoods, blindBoxVersions, goods } from '../schema';

/** Odds of the demo tables in basis points: the last item is the rare one, and the 保底 of the first box. */
const DEMO_ODDS = [5000, 3000, 1500, 500];
const BOXES_PER_SHOP = 3;

/**
 * Ours (issue 17): each shop's first blindbox goods sell a real box (blind_box_goods) whose items are the shop's own
 * ordinary goods, so a shopper can buy one at once. The goods' contents are rewritten to the table that is drawn from.
 */
export async function seedBlindboxes(db: Db, now: number): Promise<void> {
  const boxGoods = await db.select({ id: goods.id, shopId: goods.shopId, name: goods.name, img: goods.img, price: goods.salePrice })
    .from(goods).where(and(eq(goods.kind, 'blindbox'), eq(goods.onShelf, true))).orderBy(asc(goods.shopId), asc(goods.id));
  const shopIds = [...new Set(boxGoods.map((g) => g.shopId))];
  const candidates = shopIds.length ? await db.select({ id: goods.id, shopId: goods.shopId, name: goods.name, price: goods.salePrice })
    .from(goods).where(and(inArray(goods.shopId, shopIds), eq(goods.kind, 'ordinary'), eq(goods.onShelf, true))).orderBy(asc(goods.id)) : [];
  for (const shopId of shopIds) {
    const pool = candidates.filter((c) => c.shopId === shopId);
    if (pool.length < DEMO_ODDS.length) continue;
    for (const [n, box] of boxGoods.filter((g) => g.shopId === shopId).slice(0, BOXES_PER_SHOP).entries()) {
      const picked = DEMO_ODDS.map((oddsBp, i) => ({ ...pool[(n * 2 + i) % pool.length]!, oddsBp }));
      const items = picked.map((p) => ({ goodsId: p.id, oddsBp: p.oddsBp, valueFen: p.price }));
      const definition = {
        themeId: '', name: box.name, cover: box.img, detailImgs: [] as string[], price: box.price, items,
        guaranteeDraws: n === 0 ? 10 : null, guaranteeGoodsId: n === 0 ? picked.at(-1)!.id : '', purchaseLimit: n === 0 ? 5 : null,
      };
      const boxId = `BB-${box.id}`;
      await db.insert(blindBoxes).values({ id: boxId, shopId, onSale: true, version: 1, ...definition, createdAt: now, updatedAt: now });
      await db.insert(blindBoxVersions).values({ boxId, version: 1, definition, createdAt: now });
      await db.insert(blindBoxGoods).values({ goodsId: box.id, boxId });
      await db.update(goods).set({ extra: { contents: picked.map((p) => ({ name: p.name, odds: p.oddsBp / 10_000 })) } }).where(eq(goods.id, box.id));
    }
  }
}
