import { addressList } from '../contract/address';
import { refundUsersFindInfo } from '../contract/after-sales';
import { commentDetail } from '../contract/comment';
import { invoiceList } from '../contract/invoice';
import { createOrder, orderDetail } from '../contract/order';
import type { StarqDatabase } from '../db/database';
import { cacheKey } from '../db/collections/cache';

async function writeCache(db: StarqDatabase, key: string, value: unknown): Promise<void> {
  await db.cache.upsert({ key, json: JSON.stringify(value), updatedAt: Date.now() });
}

/** Address and invoice calls answer the whole list: it replaces the cached list the screens read. */
export const keepAddresses = (db: StarqDatabase, data: unknown) => writeCache(db, cacheKey(addressList.name, {}), data);
export const keepInvoices = (db: StarqDatabase, data: unknown) => writeCache(db, cacheKey(invoiceList.name, {}), data);

export const keepOrder = (db: StarqDatabase, data: { orderId: string }) =>
  writeCache(db, cacheKey(orderDetail.name, { orderId: data.orderId }), data);

export async function forgetOrder(db: StarqDatabase, orderId: string): Promise<void> {
  await (await db.cache.findOne(cacheKey(orderDetail.name, { orderId })).exec())?.remove();
}

export const keepAfterSales = (db: StarqDatabase, data: { afterSalesId: string }) =>
  writeCache(db, cacheKey(refundUsersFindInfo.name, { afterSalesId: data.afterSalesId }), data);

export const keepComments = (db: StarqDatabase, orderId: string, data: unknown) =>
  writeCache(db, cacheKey(commentDetail.name, { orderId }), data);

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
  const goodsIds = (entry.args.lines as { goodsId: string }[]).map((l) => `${entry.userId}:${l.goodsId}`);
  await db.cart.bulkRemove(goodsIds);
}
