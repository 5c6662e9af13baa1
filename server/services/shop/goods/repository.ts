import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { PullCheckpoint } from '../../../../src/contract/platform/pull';
import type { ShopGoods } from '../../../../src/contract/shop/goods';
import { GoodsSpecSchema, readKindInfo } from '../../../../src/contract/shop/goods-kinds';
import { readDetailImgs, type GoodsKind } from '../../../../src/contract/entities/goods';
import type { Db } from '../../../db/open';
import { goods, goodsSkus } from '../../../db/schema';
import { presentSpecTable } from './skus';
import { notFound } from '../../../http/app-error';
import { listTotal } from '../../catalogue/goods/list-total';
import { goodsNameHolds } from '../../catalogue/goods/text-pieces';
import { afterCheckpoint } from '../../platform/sync/pull-page';

export type GoodsRow = typeof goods.$inferSelect;
/** Below this many, a goods is 库存紧张 in the shop's list filter. */
export const LOW_STOCK = 10;

type SkuRow = typeof goodsSkus.$inferSelect;

/** `skus`: the goods' SKU rows in position order; a goods without dimensions shows no table (its own fields are its SKU). */
export function presentShopGoods(row: GoodsRow, skus: SkuRow[] = []): ShopGoods {
  const extra = row.extra as { offShelfReason?: string; specs?: unknown };
  const specs = GoodsSpecSchema.array().safeParse(extra.specs ?? []);
  return {
    goodsId: row.id, kind: row.kind as GoodsKind, name: row.name, classId: row.classId, salePrice: row.salePrice, originalPrice: row.originalPrice,
    stock: row.stock, imgs: row.imgs, video: row.video ?? '', description: row.description, detailImgs: readDetailImgs(row.extra), onShelf: row.onShelf,
    offShelfReason: extra.offShelfReason ?? '', sales: row.sales, updatedAt: row.updatedAt,
    kindInfo: readKindInfo(row.kind, row.extra), specs: specs.success ? specs.data : [],
    specTable: presentSpecTable(row.dimensions, skus),
  };
}

/** A page of a shop's goods with their tables: one read of the SKUs of the page's goods that have dimensions. */
export async function presentShopGoodsPage(db: Db, rows: GoodsRow[]): Promise<ShopGoods[]> {
  const withTable = rows.filter((r) => r.dimensions.length > 0).map((r) => r.id);
  const skus = withTable.length
    ? await db.select().from(goodsSkus).where(inArray(goodsSkus.goodsId, withTable)).orderBy(asc(goodsSkus.position), asc(goodsSkus.id))
    : [];
  return rows.map((row) => presentShopGoods(row, skus.filter((s) => s.goodsId === row.id)));
}

/** The shop's own goods row, locked for the edit; another shop's goods is simply not found. */
export async function lockShopGoods(db: Db, shopId: string, goodsId: string): Promise<GoodsRow> {
  const [row] = await db.select().from(goods).where(and(eq(goods.id, goodsId), eq(goods.shopId, shopId))).for('update');
  if (!row) throw notFound('商品');
  return row;
}

export async function findShopGoods(db: Db, shopId: string, goodsId: string): Promise<GoodsRow> {
  const [row] = await db.select().from(goods).where(and(eq(goods.id, goodsId), eq(goods.shopId, shopId)));
  if (!row) throw notFound('商品');
  return row;
}

export interface GoodsFilter {
  pageNum: number;
  pageSize: number;
  keyword: string;
  kind: string;
  shelf: '' | 'on' | 'off';
  stock: '' | 'out' | 'low';
}

/** Newest change first along goods_shop_recent_idx; the name from its pieces (decision 032). */
export async function shopGoodsPage(db: Db, shopId: string, filter: GoodsFilter) {
  const where = and(
    eq(goods.shopId, shopId),
    filter.keyword ? goodsNameHolds(filter.keyword) : undefined,
    filter.kind ? eq(goods.kind, filter.kind) : undefined,
    filter.shelf ? eq(goods.onShelf, filter.shelf === 'on') : undefined,
    filter.stock === 'out' ? eq(goods.stock, 0) : filter.stock === 'low' ? and(lte(goods.stock, LOW_STOCK), sql`${goods.stock} > 0`) : undefined,
  );
  const [rows, total] = await Promise.all([
    db.select().from(goods).where(where).orderBy(desc(goods.updatedAt), asc(goods.id))
      .limit(filter.pageSize).offset((filter.pageNum - 1) * filter.pageSize),
    listTotal(db, () => db.select({ id: goods.id }).from(goods).where(where).$dynamic()),
  ]);
  return { list: await presentShopGoodsPage(db, rows), total };
}

export async function pullShopGoodsPage(db: Db, shopId: string, checkpoint: PullCheckpoint, limit: number) {
  const rows = await db.select().from(goods).where(and(eq(goods.shopId, shopId), afterCheckpoint(goods.updatedAt, goods.id, checkpoint)))
    .orderBy(asc(goods.updatedAt), asc(goods.id)).limit(limit);
  return (await presentShopGoodsPage(db, rows)).map((g) => ({ ...g, deleted: false }));
}
