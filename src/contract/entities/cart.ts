import { z } from 'zod';
import { GoodsKindSchema } from './goods';

export const CartLineSchema = z.object({
  goodsId: z.string(),
  /** The SKU the line is (decision 033); a goods without dimensions has one, under the goods' own id. */
  skuId: z.string(),
  /** 红色 / M; empty for a goods without dimensions. */
  specText: z.string().default(''),
  /** The SKU was shelved or removed: the line stays and says 该规格已下架, and cannot be ordered. */
  skuOff: z.boolean().default(false),
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
