import { z } from 'zod';
import { ShopSchema } from '../../contract/entities/shop';

/**
 * Kind `shop`: a shop the device has met (public, userId ''). Cart groups give name and cover; a visited
 * shop home adds the rest of the spec §3 client copy and its counts, so it opens offline (isFocus is per
 * user: it is a `mark.focus` record).
 */
export const ShopRecordSchema = ShopSchema.omit({ isFocus: true, liveItem: true }).partial().extend({
  shopId: z.string(),
  shopName: z.string(),
  shopCover: z.string(),
  goodsCount: z.number().int().optional(),
  commentCount: z.number().int().optional(),
  ratingX10: z.number().int().optional(),
});
export type ShopRecord = z.infer<typeof ShopRecordSchema>;
