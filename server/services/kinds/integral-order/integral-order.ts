import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { CODES } from '../../../../src/contract/codes';
import { integralPoints } from '../../../../src/domain/kind-buy';
import type { OrderStatus } from '../../../../src/domain/order-status';
import type { Db } from '../../../db/open';
import { goods, integralOrders, orderLines, orders } from '../../../db/schema';
import { AppError, badInput, notFound } from '../../../http/app-error';
import { balanceOf, platformAccount, userAccount } from '../../../ledger/accounts';
import { post } from '../../../ledger/post';
import { createPricedOrder } from '../../orders/order/create-order';
import { newId } from '../../orders/order/ids';
import { markPaid } from '../../orders/order/order-actions';
import { checkPayPassword, payPasswordState } from '../../orders/pay/pay-password';

/** Points come from and go back to PROMO, the account that issues them (server/ledger/accounts.ts). */
const pointsOf = (userId: string) => userAccount(userId, 'POINT');
const ISSUER = platformAccount('PROMO', 'POINT');

export const INTEGRAL_MESSAGES = {
  notIntegral: '该商品不是积分兑换商品',
  pointsChanged: (name: string) => `商品「${name}」所需积分已变化，请重新确认订单`,
  pointsShort: (need: number, have: number) => `积分不足：需要${need}积分，当前可用${have}积分`,
  alreadyPaid: '该订单已用积分支付',
  notPayable: '订单已关闭或已超过支付时间，无法支付',
} as const;
const T = INTEGRAL_MESSAGES;

async function integralGoodsOf(db: Db, goodsId: string) {
  const [item] = await db.select({ name: goods.name, kind: goods.kind, extra: goods.extra }).from(goods).where(eq(goods.id, goodsId));
  if (!item) throw notFound('商品');
  const points = integralPoints(item.kind, (item.extra as { points?: unknown }).points);
  if (points === null) throw badInput(T.notIntegral);
  return { name: item.name, points };
}

async function assertPointsEnough(db: Db, userId: string, need: number): Promise<number> {
  const { available } = await balanceOf(db, pointsOf(userId));
  if (available < need) throw new AppError(CODES.balanceNotEnough, T.pointsShort(need, available));
  return available;
}

/**
 * The fill-in order of an integral goods: the points re-read and compared with what the buyer saw, the balance
 * checked so a short buyer hears it before the order exists, stock taken with the guarded decrement (inside
 * createPricedOrder), a money-free order row (total 0) plus the points it owes.
 */
export async function createIntegralOrder(
  db: Db, userId: string, input: { goodsId: string; num: number; points: number; addressId: string; remark: string }, now: number,
) {
  const item = await integralGoodsOf(db, input.goodsId);
  if (item.points !== input.points) throw new AppError(CODES.priceChanged, T.pointsChanged(item.name));
  const total = item.points * input.num;
  await assertPointsEnough(db, userId, total);
  const order = await createPricedOrder(db, userId, { goodsId: input.goodsId, num: input.num, unitPrice: 0, addressId: input.addressId, remark: input.remark }, now);
  await db.insert(integralOrders).values({ orderId: order.orderId, userId, goodsId: input.goodsId, num: input.num, points: total, createdAt: now });
  return { orderId: order.orderId, points: total, payDeadline: order.payDeadline };
}

async function ownIntegralOrder(db: Db, userId: string, orderId: string, lock: boolean) {
  const query = db.select().from(integralOrders).where(and(eq(integralOrders.orderId, orderId), eq(integralOrders.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('积分订单');
  return row;
}

export async function integralPayInfoOf(db: Db, userId: string, orderId: string) {
  const row = await ownIntegralOrder(db, userId, orderId, false);
  const [order] = await db.select({ status: orders.status, payDeadline: orders.payDeadline, goodsName: orderLines.goodsName, goodsImg: orderLines.goodsImg })
    .from(orders).innerJoin(orderLines, eq(orderLines.orderId, orders.id)).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw notFound('订单');
  const { available } = await balanceOf(db, pointsOf(userId));
  const { hasPayPassword } = await payPasswordState(db, userId);
  return {
    orderId, goodsId: row.goodsId, goodsName: order.goodsName, goodsImg: order.goodsImg, num: row.num, points: row.points, balance: available,
    payDeadline: order.payDeadline, status: order.status as OrderStatus, paid: row.paidAt !== null, hasPayPassword,
  };
}

/**
 * Pays an integral order with points in one transaction: the pay password checked, the order row locked, the
 * points taken once (a guarded paid_at and the ledger's one-posting-per-cause), the order moved to UNDELIVERED by
 * markPaid (which refuses a late payment and runs the paid hooks).
 */
export async function payIntegralOrder(db: Db, userId: string, input: { orderId: string; payPassword: string }, now: number) {
  await checkPayPassword(db, userId, input.payPassword, now);
  const row = await ownIntegralOrder(db, userId, input.orderId, true);
  if (row.paidAt !== null) throw new AppError(CODES.conflict, T.alreadyPaid);
  await assertPointsEnough(db, userId, row.points);
  const taken = await db.update(integralOrders).set({ paidAt: now })
    .where(and(eq(integralOrders.orderId, row.orderId), isNull(integralOrders.paidAt))).returning({ orderId: integralOrders.orderId });
  if (taken.length === 0) throw new AppError(CODES.conflict, T.alreadyPaid);
  await post(db, {
    kind: 'INTEGRAL_PAY', refId: row.orderId, memo: `积分订单${row.orderId}兑换`,
    legs: [{ account: pointsOf(userId), amount: -row.points }, { account: ISSUER, amount: row.points }],
  }, now);
  const moved = await markPaid(db, [row.orderId], newId('P', now), now);
  if (moved.length === 0) throw new AppError(CODES.conflict, T.notPayable);
  const { available } = await balanceOf(db, pointsOf(userId));
  return { orderId: row.orderId, points: row.points, balance: available };
}

/**
 * The after-sales refund rule for points (RELIABILITY 19): a refunded integral order gives its points back once —
 * refunded_at moves by a guarded update and the ledger posts INTEGRAL_REFUND once per order. Orders of other kinds
 * have no row here and are left alone.
 */
export async function returnOrderPoints(db: Db, orderId: string, now: number): Promise<number> {
  const [row] = await db.update(integralOrders).set({ refundedAt: now })
    .where(and(eq(integralOrders.orderId, orderId), isNotNull(integralOrders.paidAt), isNull(integralOrders.refundedAt)))
    .returning({ userId: integralOrders.userId, points: integralOrders.points });
  if (!row) return 0;
  await post(db, {
    kind: 'INTEGRAL_REFUND', refId: orderId, memo: `积分订单${orderId}售后退回积分`,
    legs: [{ account: pointsOf(row.userId), amount: row.points }, { account: ISSUER, amount: -row.points }],
  }, now);
  return row.points;
}

/** For tests and the day's checks: the points an order still owes or holds. */
export async function integralOrderRow(db: Db, orderId: string) {
  const [row] = await db.select().from(integralOrders).where(eq(integralOrders.orderId, orderId));
  return row ?? null;
}

