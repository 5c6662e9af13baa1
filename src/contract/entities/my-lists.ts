import { z } from 'zod';
import { GoodsKindSchema } from './goods';

const flag = z.union([z.literal(0), z.literal(1)]);

/** A collected goods as the collect list answers it (spec §7 Collect). */
export const CollectItemSchema = z.object({
  goodsId: z.string(),
  goodsName: z.string(),
  goodsImg: z.string(),
  goodsSalePrice: z.number().int(),
  goodsKind: GoodsKindSchema,
  goodsClassId: z.string(),
  shopName: z.string(),
  onShelf: z.boolean(),
  collectTime: z.number().int(),
});
export type CollectItem = z.infer<typeof CollectItemSchema>;

export const CollectStateSchema = z.object({ goodsId: z.string(), isCollect: flag, item: CollectItemSchema.nullable() });

/** A followed shop as the focus list answers it (spec §7 Shop focus). */
export const FocusShopSchema = z.object({
  shopsId: z.string(),
  shopsNo: z.string(),
  shopName: z.string(),
  shopLogo: z.string(),
  shopFans: z.number().int(),
  locationName: z.string(),
  focusTime: z.number().int(),
});
export type FocusShop = z.infer<typeof FocusShopSchema>;

export const FocusStateSchema = z.object({
  shopsId: z.string(),
  isFocus: flag,
  shopFans: z.number().int(),
  item: FocusShopSchema.nullable(),
});

/** A footprint (spec §7 Browse tracking): browse or buy, newest first. */
export const TrackItemSchema = z.object({
  goodsId: z.string(),
  goodsName: z.string(),
  goodsImg: z.string(),
  goodsSalePrice: z.number().int(),
  goodsKind: GoodsKindSchema,
  goodsClassId: z.string(),
  shopName: z.string(),
  visits: z.number().int(),
  trackTime: z.number().int(),
});
export type TrackItem = z.infer<typeof TrackItemSchema>;

/** A buyer's evaluation shown on the shop's comment screens. */
export const ShopCommentSchema = z.object({
  id: z.string(),
  goodsId: z.string(),
  goodsName: z.string(),
  goodsImg: z.string(),
  usersName: z.string(),
  usersLogo: z.string(),
  rating: z.number().int().min(1).max(5),
  content: z.string(),
  images: z.array(z.string()),
  createdAt: z.number().int(),
  /** The shop owner's reply ('' when none) and when it was given (issue 13). */
  reply: z.string(),
  repliedAt: z.number().int().nullable(),
});
export type ShopComment = z.infer<typeof ShopCommentSchema>;

/** litemall's brand (id, name, desc, picUrl, floorPrice); floorPrice in fen. */
export const BrandSchema = z.object({
  id: z.string(),
  name: z.string(),
  desc: z.string(),
  picUrl: z.string(),
  floorPrice: z.number().int(),
  goodsCount: z.number().int(),
});
export type Brand = z.infer<typeof BrandSchema>;

