import { refundUsersFindInfo } from '../contract/orders/after-sales';
import { commentDetail } from '../contract/orders/comment';
import type { Address, Invoice } from '../contract/entities/address';
import type { AfterSales, OrderDetail } from '../contract/entities/order';
import { createOrder, orderDetail } from '../contract/orders/order';
import type { StarqDatabase } from '../db/database';
import { cacheKey } from '../db/collections/cache';
import type { OutboxEntry } from '../db/collections/outbox';
import { patchOrder, removeOrder, replaceAddresses, replaceInvoices, upsertOrder } from './record-store';
import { removeCachedAnswer, writeCache } from './cached-calls';

/** Address and invoice calls answer the whole list: it replaces the user's confirmed records (docs/decisions/003). */
export const keepAddresses = (db: StarqDatabase, entry: OutboxEntry, data: Address[]) => replaceAddresses(db, entry.userId, data);
export const keepInvoices = (db: StarqDatabase, entry: OutboxEntry, data: Invoice[]) => replaceInvoices(db, entry.userId, data);

/** An order step's answer: the order in the user's orders, and the detail screen's cached copy. */
export async function keepOrder(db: StarqDatabase, entry: OutboxEntry, data: OrderDetail): Promise<void> {
  await upsertOrder(db, entry.userId, data);
  await writeCache(db, cacheKey(orderDetail.name, { orderId: data.orderId }), data);
}

export async function forgetOrder(db: StarqDatabase, entry: OutboxEntry, orderId: string): Promise<void> {
  await removeOrder(db, entry.userId, orderId);
  await removeCachedAnswer(db, cacheKey(orderDetail.name, { orderId }));
}

/** An after-sales step: its detail, and the order's after-sales state the list shows before the next pull. */
export async function keepAfterSales(db: StarqDatabase, entry: OutboxEntry, data: AfterSales): Promise<void> {
  await writeCache(db, cacheKey(refundUsersFindInfo.name, { afterSalesId: data.afterSalesId }), data);
  await patchOrder(db, entry.userId, data.orderId, { afterSalesId: data.afterSalesId, afterSalesStatus: data.status });
}

export async function keepComments(db: StarqDatabase, entry: OutboxEntry, orderId: string, data: unknown): Promise<void> {
  await writeCache(db, cacheKey(commentDetail.name, { orderId }), data);
  await patchOrder(db, entry.userId, orderId, { evaluated: true });
}

/** Where the screen that submitted an order finds the orders the host created for its outbox entry. */
export function createdOrdersKey(entryId: string): string {
  return cacheKey(createOrder.name, { entryId });
}

/** The host took the ordered lines out of the cart in the order's transaction: do the same to the confirmed copy. */
export async function recordCreatedOrders(
  db: StarqDatabase, entry: { id: string; userId: string; args: Record<string, unknown> }, data: unknown,
): Promise<void> {
  await writeCache(db, createdOrdersKey(entry.id), data);
  if (entry.args.source !== 'cart') return;
  // A line without skuId is its goods' only SKU, whose id is the goods' own (decision 033).
  const lineIds = (entry.args.lines as { goodsId: string; skuId?: string }[]).map((l) => `${entry.userId}:${l.skuId ?? l.goodsId}`);
  await db.cart.bulkRemove(lineIds);
}
