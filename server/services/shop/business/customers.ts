import { and, count, countDistinct, desc, eq, isNotNull, max, min, sql } from 'drizzle-orm';
import { maskMobile, maskName } from '../../../../src/domain/format';
import { startOfChinaMonth } from '../../../../src/domain/shop-business';
import type { Db } from '../../../db/open';
import { orders, shopFocus, users } from '../../../db/schema';

/** A customer is a buyer who paid for an order of the shop (a paid order cancelled later still counts). */
const paidBy = (shopId: string) => and(eq(orders.shopId, shopId), isNotNull(orders.paidAt));

export async function countCustomers(db: Db, shopId: string): Promise<number> {
  const [row] = await db.select({ n: countDistinct(orders.userId) }).from(orders).where(paidBy(shopId));
  return row?.n ?? 0;
}

/** Buyers whose first paid order with the shop is in this month (UTC+8). */
export async function countNewCustomers(db: Db, shopId: string, now: number): Promise<number> {
  const firsts = db.select({ userId: orders.userId, first: min(orders.paidAt).as('first') }).from(orders).where(paidBy(shopId))
    .groupBy(orders.userId).as('firsts');
  const [row] = await db.select({ n: count() }).from(firsts).where(sql`${firsts.first} >= ${startOfChinaMonth(now)}`);
  return row?.n ?? 0;
}

export async function customerPage(db: Db, shopId: string, page: { pageNum: number; pageSize: number }) {
  const last = max(orders.paidAt);
  const rows = await db.select({
    usersId: orders.userId, usersName: users.name, usersLogo: users.logo, usersPhone: users.phone, orderCount: count(),
    amount: sql<string>`sum(${orders.total} - ${orders.refunded})`, firstOrderAt: min(orders.paidAt), lastOrderAt: last,
  }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(paidBy(shopId))
    .groupBy(orders.userId, users.name, users.logo, users.phone).orderBy(desc(last), orders.userId)
    .limit(page.pageSize).offset((page.pageNum - 1) * page.pageSize);
  return {
    list: rows.map((row) => ({
      ...row, usersName: maskName(row.usersName), usersPhone: maskMobile(row.usersPhone), amount: Number(row.amount),
      firstOrderAt: row.firstOrderAt ?? 0, lastOrderAt: row.lastOrderAt ?? 0,
    })),
    total: await countCustomers(db, shopId),
  };
}

/** The shop's followers, newest first; names masked by length (spec §5). */
export async function fanPage(db: Db, shopId: string, page: { pageNum: number; pageSize: number }) {
  const where = eq(shopFocus.shopId, shopId);
  const [rows, [total]] = await Promise.all([
    db.select({ usersId: users.id, usersName: users.name, usersLogo: users.logo, createdAt: shopFocus.createdAt })
      .from(shopFocus).innerJoin(users, eq(users.id, shopFocus.userId)).where(where)
      .orderBy(desc(shopFocus.createdAt), shopFocus.userId).limit(page.pageSize).offset((page.pageNum - 1) * page.pageSize),
    db.select({ n: count() }).from(shopFocus).where(where),
  ]);
  return { list: rows.map((row) => ({ ...row, usersName: maskName(row.usersName) })), total: total?.n ?? 0 };
}
