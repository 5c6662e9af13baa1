import { and, eq, inArray } from 'drizzle-orm';
import { AUCTION_MESSAGES as M, type BlindboxLot } from '../../../../src/contract/kinds/auction';
import type { Db } from '../../../db/open';
import { auctionLots, blindBoxes, blindBoxGoods, blindBoxOrders, blindBoxVersions, goods, type StoredOddsItem } from '../../../db/schema';
import { badInput, notFound } from '../../../http/app-error';

/** The box each blind-box goods sells, when the box is on sale: such a goods may be a lot (docs/decisions/019). */
export async function boxesOnSale(db: Db, goodsIds: string[]): Promise<Map<string, { boxId: string; version: number }>> {
  if (goodsIds.length === 0) return new Map();
  const rows = await db.select({ goodsId: blindBoxGoods.goodsId, boxId: blindBoxes.id, version: blindBoxes.version }).from(blindBoxGoods)
    .innerJoin(blindBoxes, eq(blindBoxes.id, blindBoxGoods.boxId)).where(and(inArray(blindBoxGoods.goodsId, goodsIds), eq(blindBoxes.onSale, true)));
  return new Map(rows.map((r) => [r.goodsId, { boxId: r.boxId, version: r.version }]));
}

/** The closing lot's order becomes a box order of the version bidders were shown: the blind-box draw takes it at payment. */
export async function recordBoxOrder(db: Db, lot: typeof auctionLots.$inferSelect, orderId: string, now: number): Promise<void> {
  if (!lot.boxId || lot.boxVersion === null) return;
  await db.insert(blindBoxOrders).values({
    orderId, userId: lot.leaderId!, boxId: lot.boxId, goodsId: lot.goodsId, version: lot.boxVersion, price: lot.currentPrice, createdAt: now,
  });
}

/** blind box auction detail: the box of a blind-box lot with the frozen odds table of the version bidders are shown. */
export async function blindboxLotDetail(db: Db, lotId: string): Promise<BlindboxLot> {
  const [lot] = await db.select({ boxId: auctionLots.boxId, version: auctionLots.boxVersion }).from(auctionLots).where(eq(auctionLots.id, lotId));
  if (!lot) throw notFound('拍品');
  if (!lot.boxId || lot.version === null) throw badInput(M.notBoxLot);
  const [box] = await db.select({ name: blindBoxes.name, cover: blindBoxes.cover, version: blindBoxes.version }).from(blindBoxes).where(eq(blindBoxes.id, lot.boxId));
  const [frozen] = await db.select({ definition: blindBoxVersions.definition }).from(blindBoxVersions)
    .where(and(eq(blindBoxVersions.boxId, lot.boxId), eq(blindBoxVersions.version, lot.version)));
  const table = frozen!.definition as unknown as { items: StoredOddsItem[]; guaranteeDraws: number | null; guaranteeGoodsId: string };
  const named = await db.select({ id: goods.id, name: goods.name, img: goods.img }).from(goods).where(inArray(goods.id, table.items.map((i) => i.goodsId)));
  return {
    lotId, boxId: lot.boxId, name: box!.name, cover: box!.cover, version: lot.version, changedSince: box!.version !== lot.version,
    items: table.items.map((i) => {
      const g = named.find((n) => n.id === i.goodsId);
      return { goodsId: i.goodsId, goodsName: g?.name ?? '', goodsImg: g?.img ?? '', oddsBp: i.oddsBp, valueFen: i.valueFen };
    }),
    guaranteeDraws: table.guaranteeDraws, guaranteeGoodsId: table.guaranteeGoodsId,
  };
}
