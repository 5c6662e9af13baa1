import { z } from 'zod';
import { OrderDetailSchema } from '../../contract/entities/order';
import { toRxSchema } from '../rx-schema';

/**
 * The signed-in user's orders as the host last sent them (docs/decisions/003), one document per user and
 * order; the order list filters them by status with no network. updatedAt is the host's time of the change.
 */
export const OrderDocSchema = OrderDetailSchema.extend({
  id: z.string(),
  userId: z.string(),
  updatedAt: z.number().int(),
});
export type OrderDoc = z.infer<typeof OrderDocSchema>;

export const orderRxSchema = toRxSchema(OrderDocSchema, {
  primaryKey: 'id',
  version: 4,
  indexes: [['userId', 'status', 'createdAt'], ['userId', 'createdAt']],
});

/**
 * Version 1 added `virtual` (issue 34). An order kept before reads as a parcel; the host touched every virtual order
 * when it learned the flag (migration 0041), so the next pull brings each one again with it.
 */
export const orderMigrationStrategies = {
  1: (old: Omit<OrderDoc, 'virtual'>): Omit<OrderDoc, 'couponDiscount' | 'lines'> & { lines: unknown[] } => ({ ...old, virtual: false }),
  /**
   * Version 2 gave lines their SKU (issue 31) and orders their coupons (issue 32): a line kept from before is its
   * goods' default SKU with no text and no discount; an order had no coupon. The lines' ids come with the next pull.
   */
  2: (old: Omit<OrderDoc, 'couponDiscount' | 'lines' | 'points'> & { lines: Omit<OrderDoc['lines'][number], 'skuId' | 'specText' | 'lineId' | 'discount' | 'refunded'>[] }): Omit<OrderDoc, 'points'> => ({
    ...old, couponDiscount: 0,
    lines: old.lines.map((l) => ({ ...l, skuId: l.goodsId, specText: '', lineId: 0, discount: 0, refunded: 0 })),
  }),
  /** Version 3 gave an order its points (issue 34.12): none until the host sends an integral order again (migration 0055). */
  3: (old: Omit<OrderDoc, 'points' | 'taxFee' | 'ordererMasked' | 'buyMode'>): Omit<OrderDoc, 'taxFee' | 'ordererMasked' | 'buyMode'> => ({ ...old, points: 0 }),
  /**
   * Version 4 gave an order its 税费 and masked 订购人 (decision 037) and whether a group goods was bought in a group or
   * alone (issue 34): orders before it had no tax or orderer; their buy mode comes with the next pull (migration 0057).
   */
  4: (old: Omit<OrderDoc, 'taxFee' | 'ordererMasked' | 'buyMode'>): OrderDoc => ({ ...old, taxFee: 0, ordererMasked: '', buyMode: '' }),
};
