// IP goods "users info" and "center goods" (spec §7 Goods: IP goods; src/contract/kinds/ip-goods.ts).
import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { ipBuyUsersInfo, ipCenterGoods, type IpBuyer, type IpCenterGoods } from '../../../../src/contract/kinds/ip-goods';
import { maskMobile, maskName } from '../../../../src/domain/format';
import { isOrderStatus } from '../../../../src/domain/order-status';
import type { Db } from '../../../db/open';
import { goods, orderLines, orders, shops, users } from '../../../db/schema';
import { notFound } from '../../../http/app-error';
import { bind, type Binding } from '../../../http/bind-call';

interface Page { pageNum: number; pageSize: number }

/** The paid order lines of one of the shop's own IP goods; any other goods (another shop's, another kind) is not found. */
export async function ipGoodsBuyers(db: Db, shopId: string, input: Page & { goodsId: string }) {
  const [own] = await db.select({ name: goods.name }).from(goods)
    .where(and(eq(goods.id, input.goodsId), eq(goods.shopId, shopId), eq(goods.kind, 'ip')));
  if (!own) throw notFound('商品');
  const where = and(eq(orderLines.goodsId, input.goodsId), eq(orders.shopId, shopId), isNotNull(orders.paidAt));
  const rows = await db.select({
    orderId: orders.id, name: users.name, phone: users.phone, num: orderLines.num, paidAt: orders.paidAt, status: orders.status,
  }).from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(desc(orders.paidAt), desc(orderLines.id))
    .limit(input.pageSize).offset((input.pageNum - 1) * input.pageSize);
  const [total] = await db.select({ n: count() }).from(orderLines).innerJoin(orders, eq(orders.id, orderLines.orderId)).where(where);
  const list: IpBuyer[] = rows.filter((r) => isOrderStatus(r.status)).map((r) => ({
    orderId: r.orderId, buyerName: maskName(r.name), buyerPhone: maskMobile(r.phone), num: r.num, paidAt: r.paidAt ?? 0,
    status: r.status as IpBuyer['status'],
  }));
  return { goodsName: own.name, total: total?.n ?? 0, list };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Every unbanned shop's on-shelf IP goods, newest first; the keyword matches the IP name. */
export async function ipCenterPage(db: Db, input: Page & { keyword: string }) {
  const where = and(
    eq(goods.kind, 'ip'), eq(goods.onShelf, true), eq(shops.banned, false),
    input.keyword ? sql`${goods.extra}->>'ipName' ilike ${`%${escapeLike(input.keyword)}%`}` : undefined,
  );
  const rows = await db.select({
    goodsId: goods.id, name: goods.name, img: goods.img, salePrice: goods.salePrice, sales: goods.sales, shopId: goods.shopId,
    shopName: shops.name, extra: goods.extra, updatedAt: goods.updatedAt,
  }).from(goods).innerJoin(shops, eq(shops.id, goods.shopId)).where(where)
    .orderBy(desc(goods.updatedAt), desc(goods.id))
    .limit(input.pageSize).offset((input.pageNum - 1) * input.pageSize);
  const [total] = await db.select({ n: count() }).from(goods).innerJoin(shops, eq(shops.id, goods.shopId)).where(where);
  const list: IpCenterGoods[] = rows.map(({ extra, ...row }) => ({
    ...row, ipName: typeof extra.ipName === 'string' ? extra.ipName : '', license: typeof extra.license === 'string' ? extra.license : '',
  }));
  return { total: total?.n ?? 0, list };
}

export const ipGoodsBindings: Binding[] = [
  bind(ipBuyUsersInfo, async ({ input, auth, db }) => ipGoodsBuyers(db, auth.shopId!, input)),
  bind(ipCenterGoods, async ({ input, db }) => ipCenterPage(db, input)),
];
