import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { CollectItem, FocusShop } from '../../../../src/contract/entities/my-lists';
import type { GoodsKind } from '../../../../src/contract/entities/goods';
import { CODES } from '../../../../src/contract/codes';
import type { Db } from '../../../db/open';
import { goods, goodsCollects, shopFocus, shops } from '../../../db/schema';
import { AppError, notFound } from '../../../http/app-error';

const focusColumns = {
  shopsId: shops.id, shopsNo: shops.shopNo, shopName: shops.name, shopLogo: shops.logo,
  fans: shops.fans, locationName: shops.locationName, focusTime: shopFocus.createdAt,
};

type FocusRow = { shopsId: string; shopsNo: string; shopName: string; shopLogo: string; fans: number | null; locationName: string; focusTime: number };

const toFocusShop = ({ fans, ...row }: FocusRow): FocusShop => ({ ...row, shopFans: fans ?? 0 });

export async function findShopOrFail(db: Db, shopId: string) {
  const [shop] = await db.select().from(shops).where(eq(shops.id, shopId));
  if (!shop) throw notFound('店铺');
  return shop;
}

/** Adds the follow once: the fans count moves only when a row was really inserted (replays and repeats act once). */
export async function addFocus(db: Db, userId: string, shopId: string, now: number): Promise<void> {
  const shop = await findShopOrFail(db, shopId);
  if (shop.banned) throw new AppError(CODES.accountBanned, '店铺已被封禁');
  if (shop.ownerUserId === userId) throw new AppError(CODES.validation, '不能关注自己的店铺');
  const inserted = await db.insert(shopFocus).values({ userId, shopId, createdAt: now })
    .onConflictDoNothing().returning({ shopId: shopFocus.shopId });
  if (inserted.length) await db.update(shops).set({ fans: sql`coalesce(${shops.fans}, 0) + 1` }).where(eq(shops.id, shopId));
}

export async function deleteFocus(db: Db, userId: string, shopId: string): Promise<void> {
  await findShopOrFail(db, shopId);
  const deleted = await db.delete(shopFocus).where(and(eq(shopFocus.userId, userId), eq(shopFocus.shopId, shopId)))
    .returning({ shopId: shopFocus.shopId });
  if (deleted.length) {
    await db.update(shops).set({ fans: sql`greatest(coalesce(${shops.fans}, 0) - 1, 0)` }).where(eq(shops.id, shopId));
  }
}

export async function focusState(db: Db, userId: string, shopId: string) {
  const shop = await findShopOrFail(db, shopId);
  const [row] = await db.select(focusColumns).from(shopFocus).innerJoin(shops, eq(shops.id, shopFocus.shopId))
    .where(and(eq(shopFocus.userId, userId), eq(shopFocus.shopId, shopId)));
  return { shopsId: shopId, isFocus: row ? 1 as const : 0 as const, shopFans: shop.fans ?? 0, item: row ? toFocusShop(row) : null };
}

export async function isFocused(db: Db, userId: string, shopId: string): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(shopFocus).where(and(eq(shopFocus.userId, userId), eq(shopFocus.shopId, shopId)));
  return (row?.n ?? 0) > 0;
}

export async function listFocus(db: Db, userId: string, pageNum: number, pageSize: number) {
  const where = eq(shopFocus.userId, userId);
  const [rows, [total]] = await Promise.all([
    db.select(focusColumns).from(shopFocus).innerJoin(shops, eq(shops.id, shopFocus.shopId)).where(where)
      .orderBy(desc(shopFocus.createdAt), desc(shopFocus.shopId)).limit(pageSize).offset((pageNum - 1) * pageSize),
    db.select({ n: count() }).from(shopFocus).where(where),
  ]);
  return { list: rows.map(toFocusShop), total: total?.n ?? 0 };
}

const collectColumns = {
  goodsId: goods.id, goodsName: goods.name, goodsImg: goods.img, goodsSalePrice: goods.salePrice, goodsKind: goods.kind,
  goodsClassId: goods.classId, shopName: shops.name, onShelf: goods.onShelf, collectTime: goodsCollects.createdAt,
};
const toCollectItem = (row: Omit<CollectItem, 'goodsKind'> & { goodsKind: string }): CollectItem =>
  ({ ...row, goodsKind: row.goodsKind as GoodsKind });

export async function addCollect(db: Db, userId: string, goodsId: string, now: number): Promise<void> {
  const [row] = await db.select({ onShelf: goods.onShelf }).from(goods).where(eq(goods.id, goodsId));
  if (!row) throw notFound('商品');
  if (!row.onShelf) throw new AppError(CODES.goodsOffShelf, '商品已下架');
  await db.insert(goodsCollects).values({ userId, goodsId, createdAt: now }).onConflictDoNothing();
}

export async function deleteCollect(db: Db, userId: string, goodsId: string): Promise<void> {
  await db.delete(goodsCollects).where(and(eq(goodsCollects.userId, userId), eq(goodsCollects.goodsId, goodsId)));
}

export async function collectState(db: Db, userId: string, goodsId: string) {
  const [row] = await db.select(collectColumns).from(goodsCollects)
    .innerJoin(goods, eq(goods.id, goodsCollects.goodsId)).innerJoin(shops, eq(shops.id, goods.shopId))
    .where(and(eq(goodsCollects.userId, userId), eq(goodsCollects.goodsId, goodsId)));
  return { goodsId, isCollect: row ? 1 as const : 0 as const, item: row ? toCollectItem(row) : null };
}

export async function assertGoodsExists(db: Db, goodsId: string): Promise<void> {
  const [row] = await db.select({ id: goods.id }).from(goods).where(eq(goods.id, goodsId));
  if (!row) throw notFound('商品');
}

export async function listCollects(db: Db, userId: string, pageNum: number, pageSize: number) {
  const where = eq(goodsCollects.userId, userId);
  const [rows, [total]] = await Promise.all([
    db.select(collectColumns).from(goodsCollects).innerJoin(goods, eq(goods.id, goodsCollects.goodsId))
      .innerJoin(shops, eq(shops.id, goods.shopId)).where(where)
      .orderBy(desc(goodsCollects.createdAt), desc(goodsCollects.goodsId)).limit(pageSize).offset((pageNum - 1) * pageSize),
    db.select({ n: count() }).from(goodsCollects).where(where),
  ]);
  return { list: rows.map(toCollectItem), total: total?.n ?? 0 };
}
