import { and, eq, inArray, sql } from 'drizzle-orm';
import { CODES } from '../../../../src/contract/codes';
import { canOrderAction, type OrderAction } from '../../../../src/domain/checkout';
import { isAfterSalesFinal } from '../../../../src/domain/after-sales';
import { CHECKOUT_MESSAGES as M } from '../../../../src/domain/messages';
import type { Db } from '../../../db/open';
import { afterSales, orderLines, orders } from '../../../db/schema';
import { AppError, notFound } from '../../../http/app-error';
import { recordTracks } from '../../catalogue/footprints/tracks-repository';
import { settleOrder } from '../../../ledger/settlement';
import { releaseStock } from './stock';
import { sendNotice } from '../../../live/notices';
import { runPaidHooks } from './paid-hooks';
import { giveBackCoupons } from '../coupons/give-back';

/** Locks the order row for the step; another user's or shop's order is simply not found. */
export async function lockOrder(db: Db, orderId: string, owner: { userId?: string; shopId?: string }) {
  const [row] = await db.select().from(orders).where(and(
    eq(orders.id, orderId),
    owner.userId ? eq(orders.userId, owner.userId) : undefined,
    owner.shopId ? eq(orders.shopId, owner.shopId) : undefined,
    owner.userId ? eq(orders.deletedByUser, false) : undefined,
  )).for('update');
  if (!row) throw notFound('订单');
  return row;
}

/**
 * A change the order shows that lives in another table (an after-sales step): the order's updated_at
 * moves too, so the buyer's pull carries the order again (docs/decisions/003).
 */
export async function touchOrder(db: Db, orderId: string, now: number): Promise<void> {
  await db.update(orders).set({ updatedAt: sql`greatest(${orders.updatedAt}, ${now})` }).where(eq(orders.id, orderId));
}

export function assertAction(status: string, action: OrderAction): void {
  if (!canOrderAction(status, action)) throw new AppError(CODES.orderStatusNotAllowed, M.orderStatusNotAllowed);
}

export async function hasOpenAfterSales(db: Db, orderId: string): Promise<boolean> {
  const requests = await db.select({ status: afterSales.status }).from(afterSales).where(eq(afterSales.orderId, orderId));
  return requests.some((r) => !isAfterSalesFinal(r.status));
}

export async function cancelOrder(db: Db, userId: string, orderId: string, reason: string, now: number): Promise<void> {
  const order = await lockOrder(db, orderId, { userId });
  assertAction(order.status, 'cancel');
  await db.update(orders).set({ status: 'CANCELLED', cancelReason: reason || '买家取消订单', cancelledBy: 'buyer', cancelledAt: now, updatedAt: now })
    .where(eq(orders.id, order.id));
  await releaseStock(db, order.id, now);
  await giveBackCoupons(db, order.id, now);
}

export async function deleteOrder(db: Db, userId: string, orderId: string, now: number): Promise<void> {
  const order = await lockOrder(db, orderId, { userId });
  assertAction(order.status, 'delete');
  await db.update(orders).set({ deletedByUser: true, updatedAt: now }).where(eq(orders.id, order.id));
}

export async function confirmReceipt(db: Db, userId: string, orderId: string, now: number): Promise<void> {
  const order = await lockOrder(db, orderId, { userId });
  assertAction(order.status, 'confirmReceipt');
  await db.update(orders).set({ status: 'COMPLETED', completedAt: now, updatedAt: now }).where(eq(orders.id, order.id));
  await settleOrder(db, order.id, now);
}

export async function deliverOrder(
  db: Db, shopId: string, input: { orderId: string; expressCompany: string; expressNo: string }, now: number,
): Promise<void> {
  const order = await lockOrder(db, input.orderId, { shopId });
  if (order.deliveredAt !== null) throw new AppError(CODES.orderStatusNotAllowed, M.orderAlreadyShipped);
  assertAction(order.status, 'ship');
  if (await hasOpenAfterSales(db, order.id)) throw new AppError(CODES.orderStatusNotAllowed, M.afterSalesInProgress);
  await db.update(orders).set({
    status: 'DELIVERED', expressCompany: input.expressCompany, expressNo: input.expressNo, deliveredAt: now, updatedAt: now,
  }).where(eq(orders.id, order.id));
  await sendNotice(db, order.userId, {
    topic: 'order', ref: `deliver:${order.id}`, title: '您的订单已发货',
    text: `${input.expressCompany} ${input.expressNo}`, target: { screen: 'order', id: order.id },
  }, now);
}

/** Marks paid orders UNDELIVERED and records the buyer's buy footprints; answers the ids it moved (only UNPAID ones move). */
export async function markPaid(db: Db, orderIds: string[], payNo: string, now: number): Promise<string[]> {
  const moved = await db.update(orders).set({ status: 'UNDELIVERED', payNo, paidAt: now, updatedAt: now })
    .where(and(inArray(orders.id, orderIds), eq(orders.status, 'UNPAID'), sql`${orders.payDeadline} > ${now}`))
    .returning({ id: orders.id, userId: orders.userId });
  if (moved.length) {
    const bought = await db.select({ goodsId: orderLines.goodsId }).from(orderLines).where(inArray(orderLines.orderId, moved.map((m) => m.id)));
    await recordTracks(db, moved[0]!.userId, 'buy', bought.map((b) => b.goodsId), now);
    await runPaidHooks(db, moved.map((m) => m.id), now);
  }
  return moved.map((m) => m.id);
}
