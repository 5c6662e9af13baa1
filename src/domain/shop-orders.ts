import { isAfterSalesFinal } from './after-sales';
import { maskMobile, maskName } from './format';

/** Ours (spec §7 names delivery, not its carriers): the carriers a shop picks from when it ships or re-ships. */
export const EXPRESS_COMPANIES = [
  '顺丰速运', '中通快递', '圆通速递', '韵达快递', '申通快递', '极兔速递', '京东物流', 'EMS', '邮政快递包裹', '德邦快递',
] as const;
export type ExpressCompany = (typeof EXPRESS_COMPANIES)[number];

/** The shop's order tabs; 全部 is ''. COMPLETED and COMPLETE are one tab (spec §4 gives both names). */
export const SHOP_ORDER_TABS = ['', 'UNPAID', 'UNDELIVERED', 'DELIVERED', 'COMPLETED', 'CANCELLED'] as const;
export type ShopOrderTab = (typeof SHOP_ORDER_TABS)[number];

export function shopOrderTabOf(status: string): ShopOrderTab {
  if (status === 'COMPLETE') return 'COMPLETED';
  return (SHOP_ORDER_TABS as readonly string[]).includes(status) ? (status as ShopOrderTab) : '';
}

/** Only what the local list needs to count, filter and search. */
export interface ShopOrderFacts {
  orderId: string;
  status: string;
  buyerName: string;
  buyerPhone: string;
  address: { name: string; phone: string };
  lines: readonly { goodsName: string }[];
  afterSalesStatus: string | null;
}

/** Counts per tab, '' being all orders. */
export function countShopOrders(orders: readonly ShopOrderFacts[]): Record<ShopOrderTab, number> {
  const counts = Object.fromEntries(SHOP_ORDER_TABS.map((tab) => [tab, 0])) as Record<ShopOrderTab, number>;
  for (const order of orders) {
    counts[''] += 1;
    const tab = shopOrderTabOf(order.status);
    if (tab) counts[tab] += 1;
  }
  return counts;
}

/** Search by order number, buyer (name or phone digits as shown) or goods name; case-insensitive, blank matches all. */
export function matchesShopOrder(order: ShopOrderFacts, keyword: string): boolean {
  const k = keyword.trim().toLowerCase();
  if (!k) return true;
  const fields = [order.orderId, order.buyerName, order.buyerPhone, order.address.name, order.address.phone, ...order.lines.map((l) => l.goodsName)];
  return fields.some((field) => field.toLowerCase().includes(k));
}

/** An open after-sales request holds the order: the shop decides the request before it ships. */
export function orderHeldByAfterSales(order: Pick<ShopOrderFacts, 'afterSalesStatus'>): boolean {
  return order.afterSalesStatus !== null && !isAfterSalesFinal(order.afterSalesStatus);
}

/**
 * Ours (spec §5 masks mobiles and names for display): the shop needs the buyer's full receiving address to ship, so
 * it sees it while the order waits for delivery (and while an exchange must be re-shipped); before payment and once
 * the goods are on their way it sees the masked name and phone only. The buyer's account name and phone are always masked.
 */
export function shopSeesFullAddress(status: string, afterSalesStatus: string | null): boolean {
  return status === 'UNDELIVERED' || afterSalesStatus === 'SELLER_CONFIRM';
}

export function maskedAddress<A extends { name: string; phone: string; detail: string }>(address: A): A {
  return { ...address, name: maskName(address.name), phone: maskMobile(address.phone), detail: address.detail ? '****' : '' };
}
