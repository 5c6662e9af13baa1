import type { ApiClient } from '../api/client';
import { pullShopAfterSales, pullShopOrders } from '../contract/shop/orders';
import type { StarqDatabase } from '../db/database';
import { definePuller, pullRecordKind } from './record-kind-pulls';
import { shopAfterSalesPlace, shopOrderPlace } from './shop-order-store';

/** Not pulled at sign-in (only a shop token may read them): the shop's order and after-sales screens pull when they open. */
export const SHOP_ORDER_PULLER = definePuller({
  kind: 'shop.order',
  call: pullShopOrders,
  toRecord: ({ deleted: _deleted, updatedAt: _updatedAt, ...order }) => shopOrderPlace(order),
});

export const SHOP_AFTER_SALES_PULLER = definePuller({
  kind: 'shop.afterSales',
  call: pullShopAfterSales,
  toRecord: ({ deleted: _deleted, ...request }) => shopAfterSalesPlace(request),
});

export async function pullShopOrderRecords(db: StarqDatabase, api: ApiClient, userId: string): Promise<void> {
  await pullRecordKind(db, api, userId, SHOP_ORDER_PULLER);
  await pullRecordKind(db, api, userId, SHOP_AFTER_SALES_PULLER);
}
