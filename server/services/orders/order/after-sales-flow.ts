import { eq, sql } from 'drizzle-orm';
import { CODES } from '../../../../src/contract/codes';
import { nextAfterSalesStatus, type AfterSalesActor, type AfterSalesKind } from '../../../../src/domain/after-sales';
import { afterSalesKindsFor } from '../../../../src/domain/checkout';
import { formatFen } from '../../../../src/domain/format';
import { CHECKOUT_MESSAGES as M } from '../../../../src/domain/messages';
import type { Db } from '../../../db/open';
import { afterSales, orders } from '../../../db/schema';
import { giveBackCoupons } from '../coupons/give-back';
import { lineRefundable, refundLine } from '../coupons/line-refund';
import { AppError } from '../../../http/app-error';
import { assertOwnUploads } from '../../platform/uploads/upload-repository';
import { refundToBuyer } from '../../../ledger/settlement';
import { lockRequest, writeLog } from './after-sales-repository';
import { newId } from './ids';
import { hasOpenAfterSales, lockOrder, touchOrder } from './order-actions';
import { assertBuyerOrderAction } from './order-rule';
import { releaseStock } from './stock';
import { sendNotice } from '../../../live/notices';
import { returnOrderPoints } from '../../kinds/integral-order/integral-order';
import { mintedBy } from '../../kinds/collectibles/mint';
import { COLLECTIBLE_NO_REFUND } from '../../../../src/domain/collectibles';
import { afterSalesStatusLabel } from '../../../../src/domain/after-sales';

export interface ApplyInput {
  orderId: string;
  kind: AfterSalesKind;
  reason: string;
  amount: number;
  description: string;
  images: string[];
  /** A refund of one line: at most what that line cost after its coupons' share (issue 32). */
  lineId?: number | undefined;
}

const refused = (msg: string) => new AppError(CODES.afterSalesRefused, msg);

/** What a buyer may still get back: what was paid, less what was already refunded. */
export function refundableOf(order: { total: number; refunded: number }): number {
  return order.total - order.refunded;
}

export async function applyAfterSales(db: Db, userId: string, input: ApplyInput, now: number): Promise<string> {
  const order = await lockOrder(db, input.orderId, { userId });
  // A collectible is minted when paid (its order completes then): the buyer hears that first, whatever the status.
  if (await mintedBy(db, order.id) > 0) throw refused(COLLECTIBLE_NO_REFUND);
  if (!afterSalesKindsFor(order.status).includes(input.kind)) throw refused(M.afterSalesKindNotOffered);
  if (await hasOpenAfterSales(db, order.id)) throw refused(M.afterSalesInProgress);
  await assertBuyerOrderAction(db, userId, order.id, 'afterSales');
  const max = Math.min(refundableOf(order), input.lineId ? await lineRefundable(db, order.id, input.lineId) : Infinity);
  // A refund of nothing only for an order paid with points alone (issue 17: its points come back on refund).
  if (input.amount === 0 && order.total > 0) throw refused(M.refundAmountInvalid);
  if (input.amount > max) throw refused(M.refundAmountTooHigh(formatFen(max)));
  if (order.status === 'UNDELIVERED' && input.amount !== max) throw refused(M.refundMustBeFull);
  await assertOwnUploads(db, userId, input.images);
  const id = newId('R', now);
  await db.insert(afterSales).values({
    id, orderId: order.id, userId, shopId: order.shopId, kind: input.kind, status: 'APPLY', reason: input.reason,
    description: input.description, amount: input.amount, lineId: input.lineId ?? null, images: input.images, createdAt: now, updatedAt: now,
  });
  await writeLog(db, { afterSalesId: id, actor: 'buyer', action: 'apply', fromStatus: '', toStatus: 'APPLY', note: input.reason }, now);
  await touchOrder(db, order.id, now);
  return id;
}

/** One step of the state machine of domain/after-sales.ts; anything else is refused with its message. */
export async function stepAfterSales(
  db: Db, id: string, owner: { userId?: string; shopId?: string }, actor: AfterSalesActor, action: string, note: string, now: number,
  extra: Partial<typeof afterSales.$inferInsert> = {},
) {
  const request = await lockRequest(db, id, owner);
  const next = nextAfterSalesStatus(request.status, action, actor, request.kind as AfterSalesKind);
  if (!next.ok) throw refused(next.msg);
  await db.update(afterSales).set({ ...extra, status: next.to, updatedAt: now }).where(eq(afterSales.id, id));
  await writeLog(db, { afterSalesId: id, actor, action, fromStatus: request.status, toStatus: next.to, note }, now);
  await touchOrder(db, request.orderId, now);
  // The buyer hears of every step they did not take themselves.
  if (actor !== 'buyer') {
    await sendNotice(db, request.userId, {
      topic: 'afterSales', ref: `${id}:${next.to}`, title: '售后进度更新',
      text: afterSalesStatusLabel(next.to) + (note ? `：${note}` : ''), target: { screen: 'afterSales', id },
    }, now);
  }
  return { ...request, status: next.to };
}

/**
 * The seller refunds: WAIT_REFUND, the money to the buyer's balance through
 * the ledger, stock back if the goods are back (or never left), then COMPLETE;
 * all in one transaction, so the refund happens once (RELIABILITY 19).
 */
export async function refundAfterSales(db: Db, id: string, shopId: string, note: string, now: number): Promise<void> {
  const request = await stepAfterSales(db, id, { shopId }, 'seller', 'refund', note, now);
  const order = await lockOrder(db, request.orderId, { shopId });
  const paid = await db.update(orders).set({ refunded: sql`${orders.refunded} + ${request.amount}`, updatedAt: now })
    .where(sql`${orders.id} = ${order.id} and ${orders.refunded} + ${request.amount} <= ${orders.total}`).returning({ id: orders.id });
  if (paid.length === 0) throw refused(M.refundAmountTooHigh(formatFen(refundableOf(order))));
  if (request.lineId !== null && !(await refundLine(db, request.lineId, request.amount))) throw refused('该商品可退金额不足');
  if (request.amount > 0) await refundToBuyer(db, order, id, request.amount, now);
  // An order paid with points (total 0) gets its points back, once (issue 17).
  await returnOrderPoints(db, order.id, now);
  const neverShipped = order.deliveredAt === null;
  if (request.kind === 'RETURN_REFUND' || neverShipped) await releaseStock(db, order.id, now);
  if (neverShipped) {
    await db.update(orders).set({ status: 'CANCELLED', cancelReason: '售后退款，订单关闭', cancelledBy: 'after_sales', cancelledAt: now, updatedAt: now }).where(eq(orders.id, order.id));
  }
  await stepAfterSales(db, id, { shopId }, 'system', 'complete', '退款已退回买家余额', now);
  await giveBackCoupons(db, order.id, now);
}
