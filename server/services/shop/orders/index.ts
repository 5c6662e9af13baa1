import { inArray } from 'drizzle-orm';
import { pullShopAfterSales, pullShopOrders } from '../../../../src/contract/shop/orders';
import { maskMobile, maskName } from '../../../../src/domain/format';
import { maskedAddress, shopSeesFullAddress } from '../../../../src/domain/shop-orders';
import type { Db } from '../../../db/open';
import { users } from '../../../db/schema';
import { bind, type Binding } from '../../../http/bind-call';
import { pullShopRequests } from '../../orders/order/after-sales-repository';
import { pullShopOrderRows } from '../../orders/order/order-read';
import { settledPage } from '../../platform/sync/pull-page';

/** The buyers of some rows, masked as spec §5 shows mobiles and names. */
async function maskedBuyers(db: Db, userIds: string[]): Promise<Map<string, { buyerName: string; buyerPhone: string }>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: users.name, phone: users.phone }).from(users).where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map((r) => [r.id, { buyerName: maskName(r.name), buyerPhone: maskMobile(r.phone) }]));
}

const NOBODY = { buyerName: '', buyerPhone: '' };

/** spec §7 shop order list, detail and return applications, as checkpoint pulls into the owner's device (docs/decisions/011). */
export const shopOrdersBindings: Binding[] = [
  bind(pullShopOrders, async ({ input, auth, db, deps }) => {
    const now = deps.now();
    const rows = await pullShopOrderRows(db, auth.shopId!, input, input.limit);
    const buyers = await maskedBuyers(db, rows.map((r) => r.userId));
    const documents = rows.map(({ detail, userId, updatedAt }) => {
      const addressVisible = shopSeesFullAddress(detail.status, detail.afterSalesStatus);
      return {
        ...detail, ...(buyers.get(userId) ?? NOBODY), addressVisible,
        address: addressVisible ? detail.address : maskedAddress(detail.address), updatedAt, deleted: false,
      };
    });
    return settledPage(documents, (o) => o.orderId, input.limit, now);
  }),

  bind(pullShopAfterSales, async ({ input, auth, db, deps }) => {
    const rows = await pullShopRequests(db, auth.shopId!, input, input.limit);
    const buyers = await maskedBuyers(db, rows.map((r) => r.userId));
    const documents = rows.map(({ request, userId }) => ({ ...request, ...(buyers.get(userId) ?? NOBODY), deleted: false }));
    return settledPage(documents, (r) => r.afterSalesId, input.limit, deps.now());
  }),
];
