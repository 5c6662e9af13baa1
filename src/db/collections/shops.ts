import { z } from 'zod';
import { toRxSchema } from '../rx-schema';

/** Shops the user has met (cart groups now, shop homes later): enough to label a group offline. */
export const ShopDocSchema = z.object({
  shopId: z.string(),
  shopName: z.string(),
  shopCover: z.string(),
  updatedAt: z.number().int(),
});
export type ShopDoc = z.infer<typeof ShopDocSchema>;
export const shopRxSchema = toRxSchema(ShopDocSchema, { primaryKey: 'shopId' });
