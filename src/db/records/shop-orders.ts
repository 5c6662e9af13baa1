import { ShopAfterSalesSchema, ShopOrderSchema } from '../../contract/shop/orders';

/**
 * Kind `shop.order`: an order of the signed-in owner's shop as the host last confirmed it (pulled, or the answer of a
 * delivery). `sortNum` is its createdAt (the list is newest first), `sortText` its status.
 */
export const ShopOrderRecordSchema = ShopOrderSchema;

/** Kind `shop.afterSales`: a request on one of the shop's orders; `parentId` its order, `sortNum` its createdAt. */
export const ShopAfterSalesRecordSchema = ShopAfterSalesSchema;
