import { z } from 'zod';
import { ShopSchema } from '../../contract/entities/shop';
import { toRxSchema } from '../rx-schema';

/**
 * Shops the user has met: cart groups give name and cover; a visited shop
 * home adds the rest of the spec §3 client copy and its counts, so it opens offline
 * (isFocus is per user: it lives in the marks collection).
 */
export const ShopDocSchema = ShopSchema.omit({ isFocus: true, liveItem: true }).partial().extend({
  shopId: z.string(),
  shopName: z.string(),
  shopCover: z.string(),
  goodsCount: z.number().int().optional(),
  commentCount: z.number().int().optional(),
  ratingX10: z.number().int().optional(),
  updatedAt: z.number().int(),
});
export type ShopDoc = z.infer<typeof ShopDocSchema>;
export const shopRxSchema = toRxSchema(ShopDocSchema, { primaryKey: 'shopId' });
