import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { OrderGroup } from '../../../../src/contract/entities/cart';
import { isCartKind } from '../../../../src/contract/entities/goods';
import { CODES } from '../../../../src/contract/codes';
import { CHECKOUT_MESSAGES as M } from '../../../../src/domain/messages';
import type { Db } from '../../../db/open';
import { cartLines, goods, goodsSkus, shops } from '../../../db/schema';
import { AppError, notFound } from '../../../http/app-error';
import { withSkuIds } from '../order/sku-choice';

/** A line's SKU, joined only when it still belongs to the line's goods; none or off sale reads 该规格已下架. */
const lineSku = and(eq(goodsSkus.id, cartLines.skuId), eq(goodsSkus.goodsId, cartLines.goodsId));

export async function readCart(db: Db, userId: string): Promise<OrderGroup[]> {
  const rows = await db.select({
    shopId: shops.id, shopName: shops.name, shopLogo: shops.logo,
    goodsId: goods.id, skuId: cartLines.skuId, specText: sql<string>`coalesce(${goodsSkus.specText}, '')`,
    skuOff: sql<boolean>`coalesce(not ${goodsSkus.onSale}, true)`,
    goodsName: goods.name, goodsImg: sql<string>`coalesce(nullif(${goodsSkus.img}, ''), ${goods.img})`, goodsKind: goods.kind,
    goodsSalePrice: sql<number>`coalesce(${goodsSkus.salePrice}, ${goods.salePrice})`, stock: sql<number>`coalesce(${goodsSkus.stock}, 0)`,
    num: cartLines.num, selected: cartLines.selected,
  }).from(cartLines)
    .innerJoin(goods, eq(goods.id, cartLines.goodsId))
    .innerJoin(shops, eq(shops.id, goods.shopId))
    .leftJoin(goodsSkus, lineSku)
    .where(eq(cartLines.userId, userId))
    .orderBy(asc(shops.id), asc(cartLines.createdAt), asc(goods.id), asc(goodsSkus.position), asc(cartLines.skuId));
  const groups = new Map<string, OrderGroup>();
  for (const { shopId, shopName, shopLogo, ...line } of rows) {
    const group = groups.get(shopId) ?? { shopId, shopName, shopLogo, orderGoodsVoList: [] };
    group.orderGoodsVoList.push({ ...line, goodsKind: line.goodsKind as OrderGroup['orderGoodsVoList'][number]['goodsKind'] });
    groups.set(shopId, group);
  }
  return [...groups.values()];
}

/** The goods on the shelf, of a cart kind, and the SKU of it on sale: its stock. */
async function findBuyableSku(db: Db, goodsId: string, skuId: string) {
  const [row] = await db.select({ kind: goods.kind, onShelf: goods.onShelf, stock: goodsSkus.stock, onSale: goodsSkus.onSale })
    .from(goods).leftJoin(goodsSkus, and(eq(goodsSkus.id, skuId), eq(goodsSkus.goodsId, goods.id))).where(eq(goods.id, goodsId));
  if (!row) throw notFound('商品');
  if (!row.onShelf) throw new AppError(CODES.goodsOffShelf, '商品已下架');
  if (!isCartKind(row.kind)) throw new AppError(CODES.validation, '该商品不支持加入购物车');
  if (row.stock === null || !row.onSale) throw new AppError(CODES.goodsOffShelf, M.skuOff);
  return { stock: row.stock };
}

function assertStock(stock: number, wanted: number): void {
  if (wanted > stock) throw new AppError(CODES.outOfStock, stock > 0 ? `库存不足，最多可购买${stock}件` : '商品已售罄');
}

const lineOf = (userId: string, skuId: string) => and(eq(cartLines.userId, userId), eq(cartLines.skuId, skuId));

export async function addToCart(
  db: Db, userId: string, input: { goodsId: string; skuId?: string | undefined; num: number; keepSelection?: boolean | undefined }, maxNum: number, now: number,
) {
  const { goodsId, skuId } = (await withSkuIds(db, [input]))[0]!;
  const item = await findBuyableSku(db, goodsId, skuId);
  const [existing] = await db.select({ num: cartLines.num }).from(cartLines).where(lineOf(userId, skuId));
  const total = (existing?.num ?? 0) + input.num;
  assertStock(item.stock, total);
  if (total > maxNum) throw new AppError(CODES.validation, `数量不能超过${maxNum}`);
  await db.insert(cartLines).values({ userId, goodsId, skuId, num: input.num, selected: true, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [cartLines.userId, cartLines.skuId],
      set: { num: sql`${cartLines.num} + ${input.num}`, selected: input.keepSelection ? sql`${cartLines.selected}` : true, updatedAt: now },
    });
}

export async function updateCartLine(
  db: Db, userId: string, named: { goodsId: string; skuId?: string | undefined }, change: { num?: number | undefined; selected?: boolean | undefined }, now: number,
) {
  const { goodsId, skuId } = (await withSkuIds(db, [named]))[0]!;
  const [line] = await db.select().from(cartLines).where(and(lineOf(userId, skuId), eq(cartLines.goodsId, goodsId)));
  if (!line) throw notFound('购物车商品');
  if (change.num !== undefined) assertStock((await findBuyableSku(db, goodsId, skuId)).stock, change.num);
  await db.update(cartLines).set({ ...change, updatedAt: now }).where(lineOf(userId, skuId));
}

export async function deleteCartLines(db: Db, userId: string, named: { goodsIds: string[]; skuIds: string[] }) {
  // A line stored before specifications names its goods' default SKU (the goods' id) even after the goods gained
  // dimensions: deleting by goods removes that line too, and refuses only when the choice is truly open.
  const mine = await db.select({ goodsId: cartLines.goodsId, skuId: cartLines.skuId }).from(cartLines)
    .where(and(eq(cartLines.userId, userId), or(inArray(cartLines.goodsId, named.goodsIds), inArray(cartLines.skuId, named.skuIds))));
  const byGoods = named.goodsIds.flatMap((goodsId) => {
    const lines = mine.filter((l) => l.goodsId === goodsId);
    if (lines.length > 1) throw new AppError(CODES.validation, M.chooseSpec);
    return lines.map((l) => l.skuId);
  });
  const skuIds = [...byGoods, ...named.skuIds];
  if (skuIds.length) await db.delete(cartLines).where(and(eq(cartLines.userId, userId), inArray(cartLines.skuId, skuIds)));
}

export async function selectCartLines(db: Db, userId: string, shopId: string | undefined, selected: boolean, now: number) {
  const inShop = shopId
    ? inArray(cartLines.goodsId, db.select({ id: goods.id }).from(goods).where(eq(goods.shopId, shopId)))
    : undefined;
  await db.update(cartLines).set({ selected, updatedAt: now }).where(and(eq(cartLines.userId, userId), inShop));
}
