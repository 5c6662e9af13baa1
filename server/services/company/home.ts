import { and, count, eq, gte, sql } from 'drizzle-orm';
import { companyHome } from '../../../src/contract/company/users';
import { startOfChinaDay } from '../../../src/domain/shop-business';
import type { Db } from '../../db/open';
import { orders, shopApplications, users, withdrawals } from '../../db/schema';
import { bind, type Binding } from '../../http/bind-call';

const first = async (rows: Promise<{ n: number | string }[]>) => Number((await rows)[0]?.n ?? 0);

/** The administrator's home: today's figures (China day) and what waits for a decision. */
async function homeFigures(db: Db, now: number) {
  const today = startOfChinaDay(now);
  const paidToday = gte(orders.paidAt, today);
  // A shop is only ever created by an approved application, so today's approvals are today's new shops.
  const [todayOrders, todayTurnover, newUsers, newShops, pendingApplications, pendingWithdrawals] = await Promise.all([
    first(db.select({ n: count() }).from(orders).where(paidToday)),
    first(db.select({ n: sql<number>`coalesce(sum(${orders.total}), 0)::int` }).from(orders).where(paidToday)),
    first(db.select({ n: count() }).from(users).where(gte(users.createdAt, today))),
    first(db.select({ n: count() }).from(shopApplications).where(and(eq(shopApplications.status, 'APPROVED'), gte(shopApplications.decidedAt, today)))),
    first(db.select({ n: count() }).from(shopApplications).where(eq(shopApplications.status, 'PENDING'))),
    first(db.select({ n: count() }).from(withdrawals).where(eq(withdrawals.status, 'PENDING'))),
  ]);
  return { todayOrders, todayTurnover, newUsers, newShops, pendingApplications, pendingWithdrawals };
}

export const companyHomeBindings: Binding[] = [
  bind(companyHome, async ({ db, deps }) => homeFigures(db, deps.now())),
];
