// shop host: a shop's orders and after-sales requests on the owner's device (spec §2 shop_manage/shop_order; spec §7
// "Shop profit: … Shop order list, detail and delivery", Refunds "Return applications"). The owner's lists, counts,
// search, detail and logistics read the local copy these pulls keep (docs/decisions/011); the decisions are outbox
// mutations in order.ts and after-sales.ts.
import { z } from 'zod';
import { AfterSalesSchema, OrderDetailSchema } from '../entities/order';
import { pullCall, stamp } from '../platform/pull';

/** An order as its shop sees it: the buyer masked, the receiving address whole only while the shop must ship. */
export const ShopOrderSchema = OrderDetailSchema.extend({
  buyerName: z.string(),
  buyerPhone: z.string(),
  /** false: address name, phone and detail are masked (domain/shop-orders shopSeesFullAddress). */
  addressVisible: z.boolean(),
});
export type ShopOrder = z.infer<typeof ShopOrderSchema>;

/** A request as its shop sees it, with the buyer masked. */
export const ShopAfterSalesSchema = AfterSalesSchema.extend({ buyerName: z.string(), buyerPhone: z.string() });
export type ShopAfterSales = z.infer<typeof ShopAfterSalesSchema>;

export const pullShopOrders = pullCall('shop', 'shop-orders', 'pullShopOrders', ShopOrderSchema.extend(stamp), 'shop');
export const pullShopAfterSales = pullCall('shop', 'shop-after-sales', 'pullShopAfterSales', ShopAfterSalesSchema.extend(stamp), 'shop');
