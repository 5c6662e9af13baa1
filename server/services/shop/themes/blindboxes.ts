import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { CODES } from '../../../../src/contract/codes';
import type { Blindbox } from '../../../../src/contract/shop/themes';
import type { Db } from '../../../db/open';
import { blindBoxes, blindBoxGoods, blindBoxVersions, goods, themes, type StoredOddsItem } from '../../../db/schema';
import { AppError, notFound } from '../../../http/app-error';
import { assertOwnUploads } from '../../platform/uploads/upload-repository';
import type { Owner } from '../goods/edit';
import { assertShopGoods } from './themes';

type BoxRow = typeof blindBoxes.$inferSelect;

export interface BoxInput {
  boxId: string;
  themeId: string;
  name: string;
  cover: string;
  detailImgs: string[];
  price: number;
  items: { goodsId: string; oddsBp: number }[];
  guaranteeDraws: number | null;
  guaranteeGoodsId: string;
  purchaseLimit: number | null;
}

/** The goods each box is sold as (上架销售), with its stock and shelf. */
async function soldAs(db: Db, boxIds: string[]) {
  const rows = boxIds.length ? await db.select({ boxId: blindBoxGoods.boxId, goodsId: goods.id, stock: goods.stock, onShelf: goods.onShelf })
    .from(blindBoxGoods).innerJoin(goods, eq(goods.id, blindBoxGoods.goodsId)).where(inArray(blindBoxGoods.boxId, boxIds)) : [];
  return new Map(rows.map((r) => [r.boxId, r]));
}

async function present(db: Db, rows: BoxRow[]): Promise<Blindbox[]> {
  const ids = [...new Set(rows.flatMap((r) => r.items.map((i) => i.goodsId)))];
  const named = ids.length ? await db.select({ id: goods.id, name: goods.name, img: goods.img }).from(goods).where(inArray(goods.id, ids)) : [];
  const byId = new Map(named.map((g) => [g.id, g]));
  const sold = await soldAs(db, rows.map((r) => r.id));
  return rows.map((r) => ({
    boxId: r.id, shopId: r.shopId, themeId: r.themeId, name: r.name, cover: r.cover, detailImgs: r.detailImgs, price: r.price,
    // On sale means a buyer can buy it: sold as a goods that is on the shelf.
    onSale: r.onSale && (sold.get(r.id)?.onShelf ?? false), version: r.version, guaranteeDraws: r.guaranteeDraws, guaranteeGoodsId: r.guaranteeGoodsId,
    purchaseLimit: r.purchaseLimit, updatedAt: r.updatedAt, goodsId: sold.get(r.id)?.goodsId ?? '', stock: sold.get(r.id)?.stock ?? 0,
    items: r.items.map((i) => ({ ...i, goodsName: byId.get(i.goodsId)?.name ?? '', goodsImg: byId.get(i.goodsId)?.img ?? '' })),
  }));
}

/** Checks what the box names and prices each goods at its sale price now: the value this version tells buyers. */
async function definition(db: Db, shopId: string, input: BoxInput) {
  const owned = await assertShopGoods(db, shopId, input.items.map((i) => i.goodsId));
  if (input.themeId) {
    const [theme] = await db.select({ id: themes.id }).from(themes).where(and(eq(themes.id, input.themeId), eq(themes.shopId, shopId)));
    if (!theme) throw notFound('主题');
  }
  const items: StoredOddsItem[] = input.items.map((i) => ({ goodsId: i.goodsId, oddsBp: i.oddsBp, valueFen: owned.get(i.goodsId)!.salePrice }));
  return {
    themeId: input.themeId, name: input.name, cover: input.cover, detailImgs: input.detailImgs, price: input.price, items,
    guaranteeDraws: input.guaranteeDraws, guaranteeGoodsId: input.guaranteeGoodsId, purchaseLimit: input.purchaseLimit,
  };
}

async function keepVersion(db: Db, row: BoxRow, now: number): Promise<void> {
  const { id: _id, shopId: _shop, onSale: _onSale, createdAt: _c, updatedAt: _u, version, ...frozen } = row;
  await db.insert(blindBoxVersions).values({ boxId: row.id, version, definition: frozen, createdAt: now });
}

export async function readBox(db: Db, shopId: string, boxId: string): Promise<Blindbox> {
  const [row] = await db.select().from(blindBoxes).where(and(eq(blindBoxes.id, boxId), eq(blindBoxes.shopId, shopId)));
  if (!row) throw notFound('盲盒');
  return (await present(db, [row]))[0]!;
}

/**
 * Version 1 of a box, off sale, under the id given; null when that id is taken. addBox's way, and the demo seed's
 * (seed/blindboxes.ts), whose pictures are drawn by the media service rather than uploaded by the owner.
 */
export async function insertBox(db: Db, shopId: string, input: BoxInput, now: number): Promise<Blindbox | null> {
  const values = await definition(db, shopId, input);
  const [created] = await db.insert(blindBoxes).values({ id: input.boxId, shopId, version: 1, onSale: false, ...values, createdAt: now, updatedAt: now })
    .onConflictDoNothing().returning();
  if (!created) return null;
  await keepVersion(db, created, now);
  return (await present(db, [created]))[0]!;
}

/** Version 1, off sale. Created once by the draft's id, as a theme is. */
export async function addBox(db: Db, owner: Owner, input: BoxInput, now: number): Promise<Blindbox> {
  await assertOwnUploads(db, owner.userId, [input.cover, ...input.detailImgs]);
  const created = await insertBox(db, owner.shopId, input, now);
  if (created) return created;
  const [existing] = await db.select().from(blindBoxes).where(eq(blindBoxes.id, input.boxId));
  if (!existing || existing.shopId !== owner.shopId) throw new AppError(CODES.conflict, '盲盒编号已被使用，请重新创建');
  return (await present(db, [existing]))[0]!;
}

/** A new version, only from the version the owner edited: a box changed elsewhere meanwhile is refused (4206), never overwritten. */
export async function updateBox(db: Db, owner: Owner, input: BoxInput & { baseVersion: number }, now: number): Promise<Blindbox> {
  await assertOwnUploads(db, owner.userId, [input.cover, ...input.detailImgs]);
  const values = await definition(db, owner.shopId, input);
  const [updated] = await db.update(blindBoxes).set({ ...values, version: sql`${blindBoxes.version} + 1`, updatedAt: now })
    .where(and(eq(blindBoxes.id, input.boxId), eq(blindBoxes.shopId, owner.shopId), eq(blindBoxes.version, input.baseVersion))).returning();
  if (!updated) {
    await readBox(db, owner.shopId, input.boxId);
    throw new AppError(CODES.goodsChanged, '盲盒已在其他设备上修改，请刷新后再改');
  }
  await keepVersion(db, updated, now);
  const box = (await present(db, [updated]))[0]!;
  await matchSoldGoods(db, box, now);
  return box;
}

/** The goods a box is sold as (上架销售) shows the box as it now stands: its name, pictures, price and contents. */
export async function matchSoldGoods(db: Db, box: Blindbox, now: number): Promise<void> {
  if (!box.goodsId) return;
  const contents = box.items.map((i) => ({ name: i.goodsName, odds: i.oddsBp / 10_000 }));
  await db.update(goods).set({
    name: box.name, img: box.cover, imgs: [box.cover, ...box.detailImgs], salePrice: box.price,
    originalPrice: sql`greatest(${goods.originalPrice}, ${box.price})`, extra: sql`${goods.extra} || ${JSON.stringify({ contents })}::jsonb`, updatedAt: now,
  }).where(eq(goods.id, box.goodsId));
}

export async function listBoxes(db: Db, shopId: string, pageNum: number, pageSize: number) {
  const rows = await db.select().from(blindBoxes).where(eq(blindBoxes.shopId, shopId))
    .orderBy(desc(blindBoxes.updatedAt), desc(blindBoxes.id)).limit(pageSize).offset((pageNum - 1) * pageSize);
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(blindBoxes).where(eq(blindBoxes.shopId, shopId)) as [{ total: number }];
  return { list: await present(db, rows), total };
}
