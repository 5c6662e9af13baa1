import { and, asc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { CODES } from '../../../src/contract/codes';
import {
  companyShopBan, companyShopEdit, companyShopInfo, companyShops, type CompanyShop, type ShopState,
} from '../../../src/contract/company/users';
import type { Db } from '../../db/open';
import { goods, shops, users } from '../../db/schema';
import { AppError, notFound } from '../../http/app-error';
import { bind, type Binding } from '../../http/bind-call';
import { listTotal } from '../catalogue/goods/list-total';
import { textContains } from '../catalogue/search/keyword-match';
import { recordAdminAction } from './admin-log';

type ShopRow = typeof shops.$inferSelect;

const onShelfCount = sql<number>`(select count(*)::int from ${goods} where ${goods.shopId} = ${shops.id} and ${goods.onShelf})`;
const columns = { s: shops, ownerName: users.name, onShelfCount };

export function shopStateOf(s: Pick<ShopRow, 'banned' | 'deletedAt'>): ShopState {
  if (s.deletedAt !== null) return 'deleted';
  return s.banned ? 'banned' : 'normal';
}

const STATE_WHERE: Record<ShopState, SQL> = {
  normal: and(isNull(shops.deletedAt), eq(shops.banned, false))!,
  banned: and(isNull(shops.deletedAt), eq(shops.banned, true))!,
  deleted: isNotNull(shops.deletedAt),
};

function presentShop(row: { s: ShopRow; ownerName: string | null; onShelfCount: number }): CompanyShop {
  const { s } = row;
  return {
    shopId: s.id, shopNo: s.shopNo, name: s.name, logo: s.logo, phone: s.phone, address: s.address, locationName: s.locationName,
    ownerUserId: s.ownerUserId, ownerName: row.ownerName ?? '', state: shopStateOf(s), banReason: s.banReason,
    onShelfCount: Number(row.onShelfCount), updatedAt: s.updatedAt,
  };
}

async function shopPage(db: Db, input: { keyword: string; state: ShopState | ''; pageNum: number; pageSize: number }) {
  // Each arm from its pieces index (shops_name_grams_idx, shops_no_grams_idx; decision 032).
  const keyword = input.keyword && or(
    textContains(shops.name, input.keyword),
    textContains(shops.shopNo, input.keyword),
  );
  const where = and(input.state ? STATE_WHERE[input.state] : undefined, keyword || undefined);
  const [rows, total] = await Promise.all([
    db.select(columns).from(shops).leftJoin(users, eq(users.id, shops.ownerUserId)).where(where)
      .orderBy(asc(shops.shopNo)).limit(input.pageSize).offset((input.pageNum - 1) * input.pageSize),
    listTotal(db, () => db.select({ id: shops.id }).from(shops).where(where).$dynamic()),
  ]);
  return { list: rows.map(presentShop), total };
}

export async function shopById(db: Db, shopId: string): Promise<CompanyShop> {
  const [row] = await db.select(columns).from(shops).leftJoin(users, eq(users.id, shops.ownerUserId)).where(eq(shops.id, shopId));
  if (!row) throw notFound('店铺');
  return presentShop(row);
}

/** The shop, locked for this change; a deleted shop takes no more changes. */
export async function lockShop(db: Db, shopId: string): Promise<ShopRow> {
  const [row] = await db.select().from(shops).where(eq(shops.id, shopId)).for('update');
  if (!row) throw notFound('店铺');
  if (row.deletedAt !== null) throw new AppError(CODES.conflict, '该店铺已删除');
  return row;
}

/**
 * A ban takes the shop's goods off sale in its own transaction, so search, lists, carts, orders and the devices' goods
 * pull (their updatedAt moves) all lose them at once; the unban puts back exactly the goods the ban took off.
 */
async function holdGoods(db: Db, shopId: string, banned: boolean, now: number): Promise<number> {
  const moved = banned
    ? await db.update(goods).set({ onShelf: false, shopBanHold: true, updatedAt: now })
      .where(and(eq(goods.shopId, shopId), eq(goods.onShelf, true))).returning({ id: goods.id })
    : await db.update(goods).set({ onShelf: true, shopBanHold: false, updatedAt: now })
      .where(and(eq(goods.shopId, shopId), eq(goods.shopBanHold, true))).returning({ id: goods.id });
  return moved.length;
}

export const companyShopBindings: Binding[] = [
  bind(companyShops, async ({ input, db }) => shopPage(db, input)),

  bind(companyShopInfo, async ({ input, db }) => shopById(db, input.shopId)),

  bind(companyShopEdit, async ({ input, auth, db, deps }) => {
    const before = await lockShop(db, input.shopId);
    await db.update(shops).set({ name: input.name, phone: input.phone, address: input.address, updatedAt: deps.now() })
      .where(eq(shops.id, before.id));
    await recordAdminAction(db, auth.userId!, {
      targetKind: 'shop', targetId: before.id, action: 'edit',
      before: { name: before.name, phone: before.phone, address: before.address },
      after: { name: input.name, phone: input.phone, address: input.address },
    }, deps.now());
    return shopById(db, before.id);
  }),

  bind(companyShopBan, async ({ input, auth, db, deps }) => {
    const before = await lockShop(db, input.shopId);
    if (before.banned === input.banned) throw new AppError(CODES.conflict, input.banned ? '该店铺已被封禁' : '该店铺未被封禁');
    await db.update(shops).set({ banned: input.banned, banReason: input.banned ? input.reason : '', updatedAt: deps.now() })
      .where(eq(shops.id, before.id));
    const goodsMoved = await holdGoods(db, before.id, input.banned, deps.now());
    await recordAdminAction(db, auth.userId!, {
      targetKind: 'shop', targetId: before.id, action: input.banned ? 'ban' : 'unban', reason: input.reason,
      before: { state: before.banned ? 'banned' : 'normal', banReason: before.banReason },
      after: { state: input.banned ? 'banned' : 'normal', banReason: input.banned ? input.reason : '', goodsMoved },
    }, deps.now());
    return shopById(db, before.id);
  }),
];
