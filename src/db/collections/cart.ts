import { z } from 'zod';
import { CartLineSchema } from '../../contract/entities/cart';
import { toRxSchema } from '../rx-schema';

/** The cart as the host last confirmed it, one document per user and goods. */
export const CartDocSchema = CartLineSchema.extend({
  id: z.string(),
  userId: z.string(),
  shopId: z.string(),
  shopName: z.string(),
  shopLogo: z.string(),
  position: z.number().int(),
});
export type CartDoc = z.infer<typeof CartDocSchema>;
export const cartRxSchema = toRxSchema(CartDocSchema, { primaryKey: 'id', indexes: [['userId', 'position']] });
