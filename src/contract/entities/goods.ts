import { z } from 'zod';

/** The goods kinds of spec §1; each has its own detail call (spec §7). */
export const GOODS_KINDS = [
  'ordinary', 'group', 'auction', 'blindbox', 'nft', 'spell',
  'integral', 'global', 'art', 'gold', 'meta', 'ip',
] as const;
export const GoodsKindSchema = z.enum(GOODS_KINDS);
export type GoodsKind = z.infer<typeof GoodsKindSchema>;

/**
 * spec §3 Goods. Money is integer fen everywhere (goodsSalePrice, salesPrice);
 * the spec's alias fields (goodsNames, goodsMainImg, salesPrice, age) are kept
 * so screens written against either name work.
 */
export const GoodsSchema = z.object({
  goodsId: z.string(),
  showShopId: z.string(),
  shopName: z.string(),
  goodsName: z.string(),
  goodsImg: z.string(),
  goodsClassId: z.string(),
  goodsSalePrice: z.number().int(),
  goodsCreator: z.string(),
  goodsAge: z.string(),
  goodsNames: z.string(),
  goodsMainImg: z.string(),
  salesPrice: z.number().int(),
  age: z.string(),
  goodsKind: GoodsKindSchema,
  stock: z.number().int(),
  sales: z.number().int(),
  onShelf: z.boolean(),
  /** Host time in ms; with goodsId the pull checkpoint (RELIABILITY 7). */
  updatedAt: z.number().int(),
  /**
   * A goods sold by specification: its highest on-sale SKU price (the card says ¥39起 when it is above the price; equal
   * when every SKU costs the same). Absent for a goods of one default SKU (decision 033).
   */
  maxPrice: z.number().int().optional(),
  /** An integral goods: the points one costs (paid in points only, issue 17); its card says 500 积分, not a price. */
  points: z.number().int().optional(),
});
export type Goods = z.infer<typeof GoodsSchema>;

/** A goods property set by its shop (goodsProSetting, 颜色: 红/蓝): descriptive, no price or stock of its own. */
export const GoodsSpecSchema = z.object({ name: z.string(), values: z.array(z.string()) });
export type GoodsSpec = z.infer<typeof GoodsSpecSchema>;

/** A specification dimension (颜色: 红色/白色): each combination of the dimensions' values is a SKU (decision 033). */
export const GoodsDimensionSchema = z.object({ name: z.string(), values: z.array(z.string()) });
export type GoodsDimension = z.infer<typeof GoodsDimensionSchema>;

/** One combination with its own price, stock and picture; `choice` holds one value per dimension, in their order. */
export const GoodsSkuSchema = z.object({
  skuId: z.string(),
  choice: z.array(z.string()),
  specText: z.string(),
  salePrice: z.number().int(),
  originalPrice: z.number().int(),
  stock: z.number().int(),
  img: z.string(),
  onSale: z.boolean(),
});
export type GoodsSku = z.infer<typeof GoodsSkuSchema>;

export const GoodsDetailSchema = GoodsSchema.extend({
  goodsImgs: z.array(z.string()),
  goodsVideo: z.string().nullable(),
  goodsDesc: z.string(),
  originalPrice: z.number().int(),
  /** The shop's descriptive attributes (goodsProSetting): shown, never priced or stocked. */
  specs: z.array(GoodsSpecSchema).default([]),
  /** The shop's detail pictures (goodsDetailImg), shown under 商品详情; none for a detail stored before them. */
  detailImgs: z.array(z.string()).default([]),
  /** Defaults for a detail a device stored before specifications: no dimensions, one SKU named by the goods' id. */
  dimensions: z.array(GoodsDimensionSchema).default([]),
  skus: z.array(GoodsSkuSchema).default([]),
  /** The on-sale SKUs' lowest and highest sale price (¥39–59); equal when the goods has one price. */
  minPrice: z.number().int().optional(),
  maxPrice: z.number().int().optional(),
});
export type GoodsDetail = z.infer<typeof GoodsDetailSchema>;

/** A goods' detail pictures as the host keeps them (goods.extra.detailImgs, issue 31); goods made before them have none. */
export function readDetailImgs(extra: unknown): string[] {
  const parsed = z.array(z.string()).safeParse((extra as { detailImgs?: unknown } | null)?.detailImgs ?? []);
  return parsed.success ? parsed.data : [];
}

/** Kinds bought through the ordinary cart; the others have their own purchase flows. */
export const CART_GOODS_KINDS: readonly GoodsKind[] = ['ordinary', 'global'];

export function isCartKind(kind: string): boolean {
  return (CART_GOODS_KINDS as readonly string[]).includes(kind);
}
