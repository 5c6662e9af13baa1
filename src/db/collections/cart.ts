import { z } from 'zod';
import { CartLineSchema } from '../../contract/entities/cart';
import { toRxSchema } from '../rx-schema';

/** The cart as the host last confirmed it, one document per user and SKU (`userId:skuId`; decision 033). */
export const CartDocSchema = CartLineSchema.extend({
  id: z.string(),
  userId: z.string(),
  shopId: z.string(),
  shopName: z.string(),
  shopLogo: z.string(),
  position: z.number().int(),
});
export type CartDoc = z.infer<typeof CartDocSchema>;
export const cartRxSchema = toRxSchema(CartDocSchema, { primaryKey: 'id', indexes: [['userId', 'position']], version: 1 });

/**
 * Version 1 made a line a SKU (issue 31). A line kept from before is its goods' default SKU, whose id is the goods'
 * own, so its key `userId:goodsId` is already `userId:skuId`: nothing is lost and nothing is rekeyed.
 */
export const cartMigrationStrategies = {
  1: (old: Omit<CartDoc, 'skuId' | 'specText' | 'skuOff'>): CartDoc => ({ ...old, skuId: old.goodsId, specText: '', skuOff: false }),
};
