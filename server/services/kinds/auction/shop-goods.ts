import { and, asc, eq, gt, inArray, notExists, or } from 'drizzle-orm';
import type { Db } from '../../../db/open';
import { auctionLots, blindBoxes, blindBoxGoods, goods } from '../../../db/schema';
import { lotTakesGoods } from './lots';

/** shopauctiongoods: what the shop's 开设专场 form offers, the same goods addzhuanchang accepts. */
export async function auctionableGoods(db: Db, shopId: string, now: number) {
  const withBox = db.select({ id: blindBoxGoods.goodsId }).from(blindBoxGoods).innerJoin(blindBoxes, eq(blindBoxes.id, blindBoxGoods.boxId))
    .where(eq(blindBoxes.onSale, true));
  const running = db.select({ id: auctionLots.id }).from(auctionLots).where(and(eq(auctionLots.goodsId, goods.id), lotTakesGoods(now)));
  const list = await db.select({ goodsId: goods.id, goodsName: goods.name, goodsImg: goods.img, kind: goods.kind, salePrice: goods.salePrice, stock: goods.stock })
    .from(goods).where(and(
      eq(goods.shopId, shopId), eq(goods.onShelf, true), gt(goods.stock, 0), notExists(running),
      or(eq(goods.kind, 'auction'), and(eq(goods.kind, 'blindbox'), inArray(goods.id, withBox))),
    )).orderBy(asc(goods.kind), asc(goods.id)).limit(100);
  return { list };
}
