import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { BlindboxOffer } from '../../../../src/contract/kinds/blindbox';
import type { Db } from '../../../db/open';
import { blindBoxes, blindBoxGoods, goods, shops } from '../../../db/schema';
import { notFound } from '../../../http/app-error';
import { readBox } from '../../shop/themes/blindboxes';

function selectOffers(db: Db, where: SQL | undefined) {
  return db.select({ boxId: blindBoxes.id, shopId: blindBoxes.shopId, goodsId: blindBoxGoods.goodsId, shopName: shops.name, stock: goods.stock, onShelf: goods.onShelf })
    .from(blindBoxGoods)
    .innerJoin(blindBoxes, eq(blindBoxes.id, blindBoxGoods.boxId))
    .innerJoin(goods, eq(goods.id, blindBoxGoods.goodsId))
    .innerJoin(shops, eq(shops.id, blindBoxes.shopId))
    .where(where);
}

type OfferRow = Awaited<ReturnType<ReturnType<typeof selectOffers>['orderBy']>>[number];

/** The box as the shop made it (its current version, items named, each with its value), plus what the buyer needs. */
async function present(db: Db, row: OfferRow): Promise<BlindboxOffer> {
  const box = await readBox(db, row.shopId, row.boxId);
  return {
    boxId: box.boxId, goodsId: row.goodsId, shopId: row.shopId, shopName: row.shopName, name: box.name, cover: box.cover, price: box.price,
    version: box.version, items: box.items, guaranteeDraws: box.guaranteeDraws, guaranteeGoodsId: box.guaranteeGoodsId,
    purchaseLimit: box.purchaseLimit, stock: row.stock, onSale: box.onSale && row.onShelf,
  };
}

const onSale = and(eq(blindBoxes.onSale, true), eq(goods.onShelf, true), eq(shops.banned, false));

/** selblindboxinfos: one box by its goods (on sale or not, so a buyer's page can say so), else every box on sale, newest first. */
export async function listOffers(db: Db, input: { goodsId: string; pageNum: number; pageSize: number }) {
  const where = input.goodsId ? eq(blindBoxGoods.goodsId, input.goodsId) : onSale;
  const rows = await selectOffers(db, where).orderBy(desc(blindBoxes.createdAt), desc(blindBoxes.id)).limit(input.pageSize).offset((input.pageNum - 1) * input.pageSize);
  const [total] = await db.select({ n: count() }).from(blindBoxGoods)
    .innerJoin(blindBoxes, eq(blindBoxes.id, blindBoxGoods.boxId)).innerJoin(goods, eq(goods.id, blindBoxGoods.goodsId))
    .innerJoin(shops, eq(shops.id, blindBoxes.shopId)).where(where);
  const list: BlindboxOffer[] = [];
  for (const row of rows) list.push(await present(db, row));
  return { list, total: total?.n ?? 0 };
}

/** The box a goods sells, or not found for any goods that sells none. */
export async function offerOf(db: Db, goodsId: string): Promise<BlindboxOffer> {
  const [row] = await selectOffers(db, eq(blindBoxGoods.goodsId, goodsId)).orderBy(asc(blindBoxes.id));
  if (!row) throw notFound('盲盒');
  return present(db, row);
}
