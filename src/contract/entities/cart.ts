import { z } from 'zod';
import { GoodsKindSchema } from './goods';

export const CartLineSchema = z.object({
  goodsId: z.string(),
  goodsName: z.string(),
  goodsImg: z.string(),
  goodsKind: GoodsKindSchema,
  goodsSalePrice: z.number().int(),
  num: z.number().int(),
  selected: z.boolean(),
  stock: z.number().int(),
});
export type CartLine = z.infer<typeof CartLineSchema>;

/** spec §3 Order group: the cart and the fill-in order group lines by shop. */
export const OrderGroupSchema = z.object({
  shopId: z.string(),
  shopName: z.string(),
  shopLogo: z.string(),
  orderGoodsVoList: z.array(CartLineSchema),
});
export type OrderGroup = z.infer<typeof OrderGroupSchema>;
