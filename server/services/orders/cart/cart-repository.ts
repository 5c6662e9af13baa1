import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { OrderGroup } from '../../../../src/contract/entities/cart';
import { isCartKind } from '../../../../src/contract/entities/goods';
import { CODES } from '../../../../src/contract/codes';
import type { Db } from '../../../db/open';
import { cartLines, goods, shops } from '../../../db/schema';
import { AppError, notFound } from '../../../http/app-error';


export async function readCart(db: Db, userId: string): Promise<OrderGroup[]> {
  const rows = await db.select({
    shopId: shops.id, shopName: shops.name, shopLogo: shops.logo,
    goodsId: goods.id, goodsName: goods.name, goodsImg: goods.img, goodsKind: goods.kind,
    goodsSalePrice: goods.salePrice, stock: goods.stock, num: cartLines.num, selected: cartLines.selected,
  }).from(cartLines)
    .innerJoin(goods, eq(goods.id, cartLines.goodsId))
    .innerJoin(shops, eq(shops.id, goods.shopId))
    .where(eq(cartLines.userId, userId))
    .orderBy(asc(shops.id), asc(cartLines.createdAt), asc(goods.id));
  const groups = new Map<string, OrderGroup>();
  for (const { shopId, shopName, shopLogo, ...line } of rows) {
    const group = groups.get(shopId) ?? { shopId, shopName, shopLogo, orderGoodsVoList: [] };
    group.orderGoodsVoList.push({ ...line, goodsKind: line.goodsKind as OrderGroup['orderGoodsVoList'][number]['goodsKind'] });
    groups.set(shopId, group);
  }
  return [...groups.values()];
}

async function findBuyableGoods(db: Db, goodsId: string) {
  const [row] = await db.select({ stock: goods.stock, kind: goods.kind, onShelf: goods.onShelf })
    .from(goods).where(eq(goods.id, goodsId));
  if (!row) throw notFound('商品');
  if (!row.onShelf) throw new AppError(CODES.goodsOffShelf, '商品已下架');
  if (!isCartKind(row.kind)) throw new AppError(CODES.validation, '该商品不支持加入购物车');
  return row;
}

function assertStock(stock: number, wanted: number): void {
  if (wanted > stock) throw new AppError(CODES.outOfStock, stock > 0 ? `库存不足，最多可购买${stock}件` : '商品已售罄');
}

export async function addToCart(
  db: Db, userId: string, { goodsId, num, keepSelection }: { goodsId: string; num: number; keepSelection?: boolean }, maxNum: number, now: number,
) {
  const item = await findBuyableGoods(db, goodsId);
  const [existing] = await db.select({ num: cartLines.num }).from(cartLines)
    .where(and(eq(cartLines.userId, userId), eq(cartLines.goodsId, goodsId)));
  const total = (existing?.num ?? 0) + num;
  assertStock(item.stock, total);
  if (total > maxNum) throw new AppError(CODES.validation, `数量不能超过${maxNum}`);
  await db.insert(cartLines).values({ userId, goodsId, num, selected: true, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [cartLines.userId, cartLines.goodsId],
      set: { num: sql`${cartLines.num} + ${num}`, selected: keepSelection ? sql`${cartLines.selected}` : true, updatedAt: now },
    });
}

export async function updateCartLine(
  db: Db, userId: string, goodsId: string, change: { num?: number; selected?: boolean }, now: number,
) {
  const [line] = await db.select().from(cartLines).where(and(eq(cartLines.userId, userId), eq(cartLines.goodsId, goodsId)));
  if (!line) throw notFound('购物车商品');
  if (change.num !== undefined) assertStock((await findBuyableGoods(db, goodsId)).stock, change.num);
  await db.update(cartLines).set({ ...change, updatedAt: now })
    .where(and(eq(cartLines.userId, userId), eq(cartLines.goodsId, goodsId)));
}

export async function deleteCartLines(db: Db, userId: string, goodsIds: string[]) {
  await db.delete(cartLines).where(and(eq(cartLines.userId, userId), inArray(cartLines.goodsId, goodsIds)));
}

export async function selectCartLines(db: Db, userId: string, shopId: string | undefined, selected: boolean, now: number) {
  const inShop = shopId
    ? inArray(cartLines.goodsId, db.select({ id: goods.id }).from(goods).where(eq(goods.shopId, shopId)))
    : undefined;
  await db.update(cartLines).set({ selected, updatedAt: now }).where(and(eq(cartLines.userId, userId), inShop));
}
