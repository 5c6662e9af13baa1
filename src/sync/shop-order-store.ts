import type { AfterSales, OrderDetail } from '../contract/entities/order';
import type { ShopAfterSales, ShopOrder } from '../contract/shop/orders';
import type { StarqDatabase } from '../db/database';
import { findRecord, upsertRecords } from '../db/records/records';
import { maskedAddress, shopSeesFullAddress } from '../domain/shop-orders';
import { writeConfirmed } from './write-generations';

/** Where an order sits in `records` (kind shop.order): newest first, one status tab per sortText. */
export function shopOrderPlace(order: ShopOrder) {
  return { recordId: order.orderId, sortNum: order.createdAt, sortText: order.status, data: order };
}

export function shopAfterSalesPlace(request: ShopAfterSales) {
  return { recordId: request.afterSalesId, parentId: request.orderId, sortNum: request.createdAt, sortText: request.status, data: request };
}

/**
 * A delivery's answer is the order as the buyer's calls show it: kept over the shop's copy with the buyer masked as
 * before, and the address masked as the pull masks it once the order no longer waits for the shop.
 */
export async function keepShopOrder(db: StarqDatabase, userId: string, answer: OrderDetail): Promise<void> {
  const known = await findRecord(db, 'shop.order', userId, answer.orderId);
  const updatedAt = Math.max(known?.updatedAt ?? 0, answer.deliveredAt ?? 0);
  const addressVisible = shopSeesFullAddress(answer.status, answer.afterSalesStatus);
  const order: ShopOrder = {
    ...answer, buyerName: known?.data.buyerName ?? '', buyerPhone: known?.data.buyerPhone ?? '', addressVisible,
    address: addressVisible ? answer.address : maskedAddress(answer.address),
  };
  await writeConfirmed(db, 'shop.order', userId, () => upsertRecords(db, 'shop.order', [{ ...shopOrderPlace(order), userId, updatedAt }]));
}

/** A decision's answer: the request kept over the shop's copy, and its order shows the new after-sales status at once. */
export async function keepShopAfterSales(db: StarqDatabase, userId: string, answer: AfterSales): Promise<void> {
  const updatedAt = answer.updatedAt;
  const known = await findRecord(db, 'shop.afterSales', userId, answer.afterSalesId);
  const request: ShopAfterSales = { ...answer, buyerName: known?.data.buyerName ?? '', buyerPhone: known?.data.buyerPhone ?? '' };
  await writeConfirmed(db, 'shop.afterSales', userId, () => upsertRecords(db, 'shop.afterSales', [{ ...shopAfterSalesPlace(request), userId, updatedAt }]));
  const order = await findRecord(db, 'shop.order', userId, answer.orderId);
  if (!order) return;
  const data: ShopOrder = { ...order.data, afterSalesId: answer.afterSalesId, afterSalesStatus: answer.status };
  await writeConfirmed(db, 'shop.order', userId,
    () => upsertRecords(db, 'shop.order', [{ ...shopOrderPlace(data), userId, updatedAt: Math.max(order.updatedAt, updatedAt) }]));
}
