import { and, countDistinct, desc, eq, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { MyIpGoods } from '../../../../src/contract/kinds/group-buy';
import type { Db } from '../../../db/open';
import { goods, orderLines, orders, shops } from '../../../db/schema';

interface Page { pageNum: number; pageSize: number }

/** An IP goods is the buyer's once paid; a cancelled or wholly refunded order gave it back. */
const owned = (userId: string) => and(
  eq(orders.userId, userId), isNotNull(orders.paidAt), ne(orders.status, 'CANCELLED'), lt(orders.refunded, orders.total), eq(goods.kind, 'ip'),
);

/** home/selusersipgoods: the caller's IP goods, one row per goods, last bought first (banned shops included: bought is bought). */
export async function myIpGoods(db: Db, userId: string, input: Page): Promise<{ list: MyIpGoods[]; total: number }> {
  const where = owned(userId);
  const lastPaidAt = sql<number>`max(${orders.paidAt})`;
  const rows = await db.select({
    goodsId: goods.id, goodsName: goods.name, goodsImg: goods.img, shopId: goods.shopId, shopName: shops.name, extra: goods.extra,
    num: sql<number>`sum(${orderLines.num})::int`, lastPaidAt,
    lastOrderId: sql<string>`(array_agg(${orders.id} order by ${orders.paidAt} desc, ${orders.id} desc))[1]`,
  }).from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(goods, eq(goods.id, orderLines.goodsId))
    .innerJoin(shops, eq(shops.id, goods.shopId))
    .where(where)
    .groupBy(goods.id, shops.name)
    .orderBy(desc(lastPaidAt), desc(goods.id))
    .limit(input.pageSize).offset((input.pageNum - 1) * input.pageSize);
  const [total] = await db.select({ n: countDistinct(orderLines.goodsId) }).from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId)).innerJoin(goods, eq(goods.id, orderLines.goodsId)).where(where);
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const list = rows.map(({ extra, ...row }) => ({
    ...row, ipName: text(extra.ipName), license: text(extra.license), num: Number(row.num), lastPaidAt: Number(row.lastPaidAt),
  }));
  return { list, total: total?.n ?? 0 };
}
