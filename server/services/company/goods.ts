import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { companyChangeGoodsShelves, companyGoodsDetail, companyGoodsList, type CompanyGoods } from '../../../src/contract/company/goods';
import type { GoodsKind } from '../../../src/contract/entities/goods';
import { CODES } from '../../../src/contract/codes';
import type { Db } from '../../db/open';
import { goods, shops } from '../../db/schema';
import { AppError, badInput, notFound } from '../../http/app-error';
import { bind, type Binding } from '../../http/bind-call';
import { sendNotice } from '../../live/notices';
import { listTotal } from '../catalogue/goods/list-total';
import { goodsNameHolds } from '../catalogue/goods/text-pieces';
import { recordAdminAction } from './admin-log';
import { afterNewestThenId } from './keyset';

const M = {
  takenDownTitle: '商品已被平台下架',
  takenDownText: (name: string, reason: string) => `您的商品「${name}」已被平台下架，原因：${reason}。如有疑问请联系平台客服`,
  restoredTitle: '商品已恢复上架',
  restoredText: (name: string) => `您的商品「${name}」已由平台恢复上架`,
};

const columns = { g: goods, shopName: shops.name, shopBanned: shops.banned, ownerUserId: shops.ownerUserId };
type Row = { g: typeof goods.$inferSelect; shopName: string; shopBanned: boolean; ownerUserId: string | null };
const offByPlatform = sql`${goods.extra}->>'offShelfBy' = 'platform'`;

function present({ g, shopName }: Row): CompanyGoods {
  const extra = g.extra as { offShelfBy?: string; offShelfReason?: string };
  return {
    goodsId: g.id, kind: g.kind as GoodsKind, name: g.name, img: g.img, shopId: g.shopId, shopName, salePrice: g.salePrice, stock: g.stock,
    sales: g.sales, onShelf: g.onShelf, offShelfBy: extra.offShelfBy === 'platform' ? 'platform' : '', offShelfReason: extra.offShelfReason ?? '',
    updatedAt: g.updatedAt,
  };
}

interface GoodsFilter {
  pageNum: number; pageSize: number; after: string; keyword: string; kind: string; shopId: string; shelf: '' | 'on' | 'off' | 'platform';
}

/** Newest change first (goods_checkpoint_idx backwards, goods_off_shelf_idx, a shop's goods_shop_recent_idx; decision 032). */
export async function companyGoodsPage(db: Db, f: GoodsFilter) {
  const shelf: Record<GoodsFilter['shelf'], SQL | undefined> = {
    // Goods the platform took down are off the shelf (only the platform puts them back): goods_off_shelf_idx serves both.
    '': undefined, on: eq(goods.onShelf, true), off: eq(goods.onShelf, false), platform: and(eq(goods.onShelf, false), offByPlatform),
  };
  const where = and(
    f.keyword ? goodsNameHolds(f.keyword) : undefined,
    f.kind ? eq(goods.kind, f.kind) : undefined,
    f.shopId ? eq(goods.shopId, f.shopId) : undefined,
    shelf[f.shelf],
  );
  const start = afterNewestThenId(goods.updatedAt, goods.id, f);
  const [rows, total] = await Promise.all([
    db.select(columns).from(goods).innerJoin(shops, eq(shops.id, goods.shopId)).where(and(where, start.after))
      .orderBy(desc(goods.updatedAt), asc(goods.id)).limit(f.pageSize).offset(start.offset),
    listTotal(db, () => db.select({ id: goods.id }).from(goods).where(where).$dynamic()),
  ]);
  return { list: rows.map(present), total };
}

async function findGoods(db: Db, goodsId: string, lock: boolean): Promise<Row> {
  const query = db.select(columns).from(goods).innerJoin(shops, eq(shops.id, goods.shopId)).where(eq(goods.id, goodsId));
  const [row] = lock ? await query.for('update', { of: goods }) : await query;
  if (!row) throw notFound('商品');
  return row;
}

const stateOf = (g: CompanyGoods) => ({ onShelf: g.onShelf, offShelfBy: g.offShelfBy, offShelfReason: g.offShelfReason });

/**
 * Off: the goods leaves search and lists at once (they show goods on the shelf only), its owner sees the reason and
 * cannot put it back (shop-goods/edit.ts refuses on the locked row); a shop ban's later lifting does not bring it back.
 * On: only goods the platform took off, the reason cleared, no shelf ticket charged. The row is locked first, so an
 * owner's shelving at the same moment either happens before (and is undone here) or sees the platform's mark.
 */
export async function changeShelvesByPlatform(db: Db, adminUserId: string, input: { goodsId: string; onShelf: boolean; reason: string }, now: number) {
  const row = await findGoods(db, input.goodsId, true);
  const before = present(row);
  if (input.onShelf) {
    if (before.offShelfBy !== 'platform') throw new AppError(CODES.conflict, '该商品不是平台下架的，上架由店铺自行操作');
    if (row.g.stock === 0) throw badInput('库存为0的商品不能上架');
    if (row.shopBanned) throw new AppError(CODES.conflict, '店铺已被封禁，解封后才能上架');
  }
  const set = input.onShelf
    ? { onShelf: true, extra: sql`${goods.extra} - 'offShelfBy' - 'offShelfReason'`, updatedAt: now }
    : { onShelf: false, shopBanHold: false, extra: sql`${goods.extra} || ${JSON.stringify({ offShelfBy: 'platform', offShelfReason: input.reason })}::jsonb`, updatedAt: now };
  const [updated] = await db.update(goods).set(set).where(eq(goods.id, input.goodsId)).returning();
  const after = present({ ...row, g: updated! });
  await recordAdminAction(db, adminUserId, {
    targetKind: 'goods', targetId: input.goodsId, action: input.onShelf ? 'shelve' : 'unshelve', reason: input.reason,
    before: stateOf(before), after: stateOf(after),
  }, now);
  // The shop owner hears it at once (issue 33.7), in the same transaction: one notice per change (its time is in the ref).
  if (row.ownerUserId) {
    await sendNotice(db, row.ownerUserId, {
      topic: 'system', ref: `goods-${input.onShelf ? 'on' : 'off'}:${input.goodsId}:${now}`,
      title: input.onShelf ? M.restoredTitle : M.takenDownTitle,
      text: input.onShelf ? M.restoredText(row.g.name) : M.takenDownText(row.g.name, input.reason),
    }, now);
  }
  return after;
}

export const companyGoodsBindings: Binding[] = [
  bind(companyGoodsList, async ({ input, db }) => companyGoodsPage(db, input)),
  bind(companyGoodsDetail, async ({ input, db }) => present(await findGoods(db, input.goodsId, false))),
  bind(companyChangeGoodsShelves, async ({ input, auth, db, deps }) => changeShelvesByPlatform(db, auth.userId!, input, deps.now())),
];
