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
  version: 2,
  indexes: [['userId', 'status', 'createdAt'], ['userId', 'createdAt']],
});

/**
 * Version 1 added `virtual` (issue 34). An order kept before reads as a parcel; the host touched every virtual order
 * when it learned the flag (migration 0041), so the next pull brings each one again with it.
 */
export const orderMigrationStrategies = {
  1: (old: Omit<OrderDoc, 'virtual'>): Omit<OrderDoc, 'couponDiscount'> => ({ ...old, virtual: false }),
  /** Version 2 added coupons (issue 32): an order kept before had none; its lines' ids come with the next pull. */
  2: (old: Omit<OrderDoc, 'couponDiscount'>): OrderDoc => ({
    ...old, couponDiscount: 0, lines: old.lines.map((l) => ({ ...l, lineId: l.lineId ?? 0, discount: l.discount ?? 0, refunded: l.refunded ?? 0 })),
  }),
};
