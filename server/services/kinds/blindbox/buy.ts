import { and, eq, inArray, sql } from 'drizzle-orm';
import { CODES } from '../../../../src/contract/codes';
import { BLINDBOX_BUY_MESSAGES as M } from '../../../../src/domain/blindbox-draw';
import type { Db } from '../../../db/open';
import { blindBoxBuyers, blindBoxOrders, orders } from '../../../db/schema';
import { AppError, notFound } from '../../../http/app-error';
import { createPricedOrder } from '../../orders/order/create-order';
import { cancelOrder } from '../../orders/order/order-actions';
import { assertOldEnough } from './buyer-age';
import { offerOf } from './offers';

/** Boxes of this box the buyer has drawn plus those ordered and still payable: the early purchase-limit check. */
async function boxesHeld(db: Db, userId: string, boxId: string, now: number): Promise<number> {
  const [buyer] = await db.select({ drawn: blindBoxBuyers.drawn }).from(blindBoxBuyers)
    .where(and(eq(blindBoxBuyers.boxId, boxId), eq(blindBoxBuyers.userId, userId)));
  const [open] = await db.select({ n: sql<number>`count(*)::int` }).from(blindBoxOrders).innerJoin(orders, eq(orders.id, blindBoxOrders.orderId))
    .where(and(eq(blindBoxOrders.userId, userId), eq(blindBoxOrders.boxId, boxId), eq(orders.status, 'UNPAID'), sql`${orders.payDeadline} > ${now}`));
  return (buyer?.drawn ?? 0) + (open?.n ?? 0);
}

interface OfferInput { goodsId: string; version: number; price: number; addressId: string; remark: string }

/**
 * blind box offer: an order for one box at the box's price (createPricedOrder takes one box of stock with the guarded
 * decrement), refused when the odds table or price changed since the buyer saw them. Nothing is drawn until payment.
 */
export async function offerBox(db: Db, userId: string, input: OfferInput, now: number) {
  const offer = await offerOf(db, input.goodsId);
  if (!offer.onSale) throw new AppError(CODES.goodsOffShelf, M.offSale);
  if (offer.version !== input.version) throw new AppError(CODES.goodsChanged, M.versionChanged);
  if (offer.price !== input.price) throw new AppError(CODES.priceChanged, M.priceChanged);
  await assertOldEnough(db, userId, now);
  if (offer.purchaseLimit !== null && await boxesHeld(db, userId, offer.boxId, now) >= offer.purchaseLimit) {
    throw new AppError(CODES.conflict, M.limitReached(offer.purchaseLimit));
  }
  const order = await createPricedOrder(db, userId, { goodsId: input.goodsId, num: 1, unitPrice: offer.price, addressId: input.addressId, remark: input.remark }, now);
  await db.insert(blindBoxOrders).values({
    orderId: order.orderId, userId, boxId: offer.boxId, goodsId: input.goodsId, version: offer.version, price: offer.price, createdAt: now,
  });
  return { orderId: order.orderId, total: order.total, payDeadline: order.payDeadline };
}

/** cancel blind-box order: only while unpaid (a paid box is drawn; its refund is after-sales). The box goes back to stock once. */
export async function cancelBoxOrder(db: Db, userId: string, orderId: string, now: number) {
  const [mine] = await db.select({ orderId: blindBoxOrders.orderId }).from(blindBoxOrders)
    .where(and(eq(blindBoxOrders.orderId, orderId), eq(blindBoxOrders.userId, userId)));
  if (!mine) throw notFound('盲盒订单');
  const [order] = await db.select({ status: orders.status }).from(orders).where(and(eq(orders.id, orderId), inArray(orders.status, ['UNPAID'])));
  if (!order) throw new AppError(CODES.orderStatusNotAllowed, M.notCancellable);
  await cancelOrder(db, userId, orderId, '买家取消盲盒订单', now);
  return { orderId, orderStatus: 'CANCELLED' as const };
}
