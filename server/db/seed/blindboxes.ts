import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../open';
import { goods } from '../schema';
import { insertBox } from '../../services/shop/themes/blindboxes';
import { sellAs } from '../../services/shop/themes/sell-box';

/** Odds tables of the demo boxes in basis points, each summing to 100%: the last item is the rare one. */
const DEMO_ODDS = [[5000, 3000, 1500, 500], [6000, 2500, 1000, 500], [4000, 3000, 2000, 800, 200]];
const MOST_ITEMS = Math.max(...DEMO_ODDS.map((odds) => odds.length));

/**
 * Ours (issues 17, 34): every blindbox goods of the catalogue sells a real box whose items are its shop's own ordinary
 * goods, made and put on sale the way a shop owner's box is (insertBox, then sellAs), so a shopper can buy any of them
 * and sees its published odds first. Each shop's first box also has a 保底 and a purchase limit.
 */
export async function seedBlindboxes(db: Db, now: number): Promise<void> {
  const boxGoods = await db.select({ id: goods.id, shopId: goods.shopId, name: goods.name, imgs: goods.imgs, price: goods.salePrice })
    .from(goods).where(eq(goods.kind, 'blindbox')).orderBy(asc(goods.shopId), asc(goods.id));
  const shopIds = [...new Set(boxGoods.map((g) => g.shopId))];
  const candidates = shopIds.length ? await db.select({ id: goods.id, shopId: goods.shopId, price: goods.salePrice }).from(goods)
    .where(and(inArray(goods.shopId, shopIds), eq(goods.kind, 'ordinary'), eq(goods.onShelf, true))).orderBy(asc(goods.id)) : [];
  for (const shopId of shopIds) {
    const pool = candidates.filter((c) => c.shopId === shopId);
    if (pool.length < MOST_ITEMS) throw new Error(`seed: shop ${shopId} has too few ordinary goods to fill its blind boxes`);
    for (const [n, box] of boxGoods.filter((g) => g.shopId === shopId).entries()) {
      const odds = DEMO_ODDS[n % DEMO_ODDS.length]!;
      // The dearer the goods, the rarer: odds fall as values rise.
      const picked = odds.map((_, i) => pool[(n + i) % pool.length]!).sort((a, b) => a.price - b.price);
      const items = odds.map((oddsBp, i) => ({ goodsId: picked[i]!.id, oddsBp }));
      const boxId = `BB-${box.id}`;
      await insertBox(db, shopId, {
        boxId, themeId: '', name: box.name, cover: box.imgs[0]!, detailImgs: box.imgs.slice(1), price: box.price, items,
        guaranteeDraws: n === 0 ? 10 : null, guaranteeGoodsId: n === 0 ? items.at(-1)!.goodsId : '', purchaseLimit: n === 0 ? 5 : null,
      }, now);
      await sellAs(db, shopId, boxId, box.id, now);
    }
  }
}
