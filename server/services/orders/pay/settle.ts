import { and, eq, inArray, TransactionRollbackError } from 'drizzle-orm';
import type { PaymentResult } from '../../../../src/contract/orders/pay';
import { CODES } from '../../../../src/contract/codes';
import { CHECKOUT_MESSAGES as M } from '../../../../src/domain/messages';
import type { Db } from '../../../db/open';
import { orderLines, orders, payments } from '../../../db/schema';
import { AppError, notFound } from '../../../http/app-error';
import { recordTracks } from '../../catalogue/footprints/tracks-repository';
import { cancelIfUnpaid } from '../order/auto-cancel';
import { newId } from '../order/ids';
import { markPaid } from '../order/order-actions';
import { runPaidHooks } from '../order/paid-hooks';
import { takeStock } from '../order/stock';
import { completeIssuedVirtualOrders } from '../order/virtual-orders';
import { platformAccount, userAccount, type AccountRef } from '../../../ledger/accounts';
import { post } from '../../../ledger/post';
import { retakeCoupons } from '../coupons/give-back';

/**
 * The user's orders among ids, locked; payable ones are UNPAID and within their deadline. One past its deadline is
 * refused as the cancelled one it is about to be (its deadline job cancels it; markPaid's UPDATE is guarded the same way).
 */
export async function lockPayableOrders(db: Db, userId: string, orderIds: string[], now: number) {
  const rows = await db.select().from(orders)
    .where(and(inArray(orders.id, orderIds), eq(orders.userId, userId), eq(orders.deletedByUser, false))).for('update');
  if (rows.length !== new Set(orderIds).size) throw notFound('订单');
  if (rows.some((r) => r.status !== 'UNPAID' || r.payDeadline <= now)) throw new AppError(CODES.orderStatusNotAllowed, M.orderNotPayable);
  return rows;
}

export function presentPayment(row: typeof payments.$inferSelect): PaymentResult {
  const msg = { REVIVED: M.latePaymentRevived, REFUNDED: M.latePaymentRefunded, CANCEL_REFUNDED: M.cancelledPaymentRefunded }[row.outcome] ?? '';
  return {
    payNo: row.id, status: row.status as PaymentResult['status'], outcome: row.outcome as PaymentResult['outcome'], msg,
    amount: row.amount, orderIds: row.orderIds,
  };
}

async function trackBought(db: Db, userId: string, orderIds: string[], now: number): Promise<void> {
  if (orderIds.length === 0) return;
  const lines = await db.select({ goodsId: orderLines.goodsId }).from(orderLines).where(inArray(orderLines.orderId, orderIds));
  await recordTracks(db, userId, 'buy', [...new Set(lines.map((l) => l.goodsId))], now);
}

/** An order's money reaches escrow, from the buyer's balance or from the provider, once per order. */
async function postOrderPaid(db: Db, order: { id: string; total: number }, from: AccountRef, now: number): Promise<void> {
  await post(db, { kind: 'ORDER_PAY', refId: order.id, memo: `支付订单${order.id}`, legs: [{ account: from, amount: -order.total }, { account: platformAccount('ESCROW'), amount: order.total }] }, now);
}

/** Balance pay, after the pay password: the ledger takes the money (or refuses: 余额不足) in the transaction that marks the orders paid. */
export async function payByBalance(db: Db, userId: string, orderIds: string[], now: number) {
  const rows = await lockPayableOrders(db, userId, orderIds, now);
  const amount = rows.reduce((sum, r) => sum + r.total, 0);
  const payNo = newId('P', now);
  await db.insert(payments).values({ id: payNo, userId, method: 'BALANCE', amount, orderIds: rows.map((r) => r.id), status: 'PAID', outcome: 'PAID', createdAt: now, paidAt: now });
  for (const order of rows) await postOrderPaid(db, order, userAccount(userId), now);
  const moved = await markPaid(db, rows.map((r) => r.id), payNo, now);
  if (moved.length !== rows.length) throw new AppError(CODES.orderStatusNotAllowed, M.orderNotPayable);
  await completeIssuedVirtualOrders(db, moved, now);
  await trackBought(db, userId, moved, now);
  const [row] = await db.select().from(payments).where(eq(payments.id, payNo));
  return presentPayment(row!);
}

/**
 * A provider's confirmed payment (RELIABILITY 16, 20). Orders still unpaid
 * are marked paid. An order the timeout cancelled meanwhile is revived only
 * if its stock can be taken again; otherwise, as for an order the buyer
 * cancelled or one already paid some other way, its money goes back to the
 * buyer's balance, and the payment says which.
 */
export async function settleProviderPayment(db: Db, payment: typeof payments.$inferSelect, transactionId: string, now: number) {
  const locked = await db.select().from(orders).where(inArray(orders.id, payment.orderIds)).for('update');
  // Money that arrives after the deadline finds the order timed out even if its deadline job has not run yet: the
  // job's own cancellation is applied first (once: it is guarded), so the late payment revives or refunds as below.
  const rows = [];
  for (const order of locked) {
    const timedOut = order.status === 'UNPAID' && order.payDeadline <= now && await cancelIfUnpaid(db, order.id, now);
    rows.push(timedOut ? (await db.select().from(orders).where(eq(orders.id, order.id)))[0]! : order);
  }
  let revived = 0;
  let refunded = 0;
  let refundedBuyerCancel = 0;
  const paid: string[] = [];
  for (const order of rows) {
    if (order.status === 'UNPAID') {
      paid.push(...await markPaid(db, [order.id], payment.id, now));
      await postOrderPaid(db, order, platformAccount('EXTERNAL'), now);
      continue;
    }
    const lines = await db.select({ goodsId: orderLines.goodsId, skuId: orderLines.skuId, num: orderLines.num }).from(orderLines).where(eq(orderLines.orderId, order.id));
    const canRevive = order.status === 'CANCELLED' && order.cancelledBy === 'timeout' && !order.payNo && order.stockReleased;
    const revivedHere = canRevive && await db.transaction(async (sp) => {
      if (await takeStock(sp, lines, now)) sp.rollback();
      if (!(await retakeCoupons(sp, order.id, now))) sp.rollback();
      await sp.update(orders).set({ status: 'UNDELIVERED', payNo: payment.id, paidAt: now, stockReleased: false, cancelReason: '', cancelledBy: '', cancelledAt: null, updatedAt: now })
        .where(eq(orders.id, order.id));
      // A revived order is paid like any other, so its kind's rule runs; a rule that refuses it (a group seat given
      // up meanwhile, a lot's deadline passed) sends the money back instead.
      try {
        await runPaidHooks(sp, [order.id], now);
      } catch (error) {
        if (error instanceof AppError) sp.rollback();
        throw error;
      }
      return true;
    }).catch((error: unknown) => {
      if (error instanceof TransactionRollbackError) return false;
      throw error;
    });
    if (revivedHere) {
      revived += 1;
      paid.push(order.id);
      await postOrderPaid(db, order, platformAccount('EXTERNAL'), now);
    } else {
      refunded += 1;
      if (order.status === 'CANCELLED' && order.cancelledBy === 'buyer') refundedBuyerCancel += 1;
      await post(db, {
        kind: 'LATE_PAY_REFUND', refId: `${payment.id}:${order.id}`, memo: `订单${order.id}已取消，支付款退回余额`,
        legs: [{ account: platformAccount('EXTERNAL'), amount: -order.total }, { account: userAccount(payment.userId), amount: order.total }],
      }, now);
    }
  }
  const outcome = refundedBuyerCancel > 0 ? 'CANCEL_REFUNDED' : refunded > 0 ? 'REFUNDED' : revived > 0 ? 'REVIVED' : 'PAID';
  await db.update(payments).set({ status: refunded === rows.length ? 'REFUNDED' : 'PAID', outcome, providerTxn: transactionId, paidAt: now })
    .where(eq(payments.id, payment.id));
  await completeIssuedVirtualOrders(db, paid, now);
  await trackBought(db, payment.userId, paid, now);
}
