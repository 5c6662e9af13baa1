import { GoodsSpecSchema, readDetailImgs, type Goods, type GoodsDetail, type GoodsKind, type GoodsSpec } from '../../../../src/contract/entities/goods';
import { sql } from 'drizzle-orm';
import { integralPoints } from '../../../../src/domain/kind-buy';
import { goods, goodsSkus, shops } from '../../../db/schema';

type GoodsRow = typeof goods.$inferSelect;
type SkuRow = typeof goodsSkus.$inferSelect;

/** The columns a goods card needs, joined with its shop's name. */
export const goodsCardColumns = {
  id: goods.id, shopId: goods.shopId, shopName: shops.name, classId: goods.classId, name: goods.name,
  img: goods.img, kind: goods.kind, salePrice: goods.salePrice, stock: goods.stock, sales: goods.sales,
  creator: goods.creator, age: goods.age, onShelf: goods.onShelf, updatedAt: goods.updatedAt, maxPrice: goods.maxPrice,
  // An integral goods costs points, not money: its card says so (the one rule: integralPoints).
  storedPoints: sql<unknown>`${goods.extra} -> 'points'`,
};

type GoodsCardRow = Pick<GoodsRow, 'id' | 'shopId' | 'classId' | 'name' | 'img' | 'kind' | 'salePrice'
  | 'stock' | 'sales' | 'creator' | 'age' | 'onShelf' | 'updatedAt'> & { shopName: string; maxPrice?: number; storedPoints?: unknown };

/** spec §3 Goods, with its alias fields filled from the same columns. */
export function toGoods(row: GoodsCardRow): Goods {
  const points = integralPoints(row.kind, row.storedPoints);
  return {
    goodsId: row.id,
    showShopId: row.shopId,
    shopName: row.shopName,
    goodsName: row.name,
    goodsImg: row.img,
    goodsClassId: row.classId,
    goodsSalePrice: row.salePrice,
    goodsCreator: row.creator,
    goodsAge: row.age,
    goodsNames: row.name,
    goodsMainImg: row.img,
    salesPrice: row.salePrice,
    age: row.age,
    goodsKind: row.kind as GoodsKind,
    stock: row.stock,
    sales: row.sales,
    onShelf: row.onShelf,
    updatedAt: row.updatedAt,
    ...(row.maxPrice ? { maxPrice: row.maxPrice } : {}),
    ...(points ? { points } : {}),
  };
}

/** The detail with its dimensions, every SKU (one off sale shows greyed) and the on-sale price range (decision 033). */
export function toGoodsDetail(row: GoodsRow & { shopName: string }, skuRows: SkuRow[]): GoodsDetail {
  const skus = skuRows.map((s) => ({
    skuId: s.id, choice: s.choice, specText: s.specText, salePrice: s.salePrice, originalPrice: s.originalPrice,
    stock: s.stock, img: s.img || row.img, onSale: s.onSale,
  }));
  const prices = skus.filter((s) => s.onSale).map((s) => s.salePrice);
  return {
    ...toGoods({ ...row, storedPoints: (row.extra as { points?: unknown } | null)?.points }),
    goodsImgs: row.imgs,
    goodsVideo: row.video,
    goodsDesc: row.description,
    originalPrice: row.originalPrice,
    specs: readSpecs(row.extra),
    detailImgs: readDetailImgs(row.extra),
    dimensions: row.dimensions,
    skus,
    minPrice: prices.length ? Math.min(...prices) : row.salePrice,
    maxPrice: prices.length ? Math.max(...prices) : row.salePrice,
  };
}

/** The shop's properties (goodsProSetting) as kept in goods.extra.specs; goods made before them have none. */
function readSpecs(extra: unknown): GoodsSpec[] {
  const parsed = GoodsSpecSchema.array().safeParse((extra as { specs?: unknown } | null)?.specs ?? []);
  return parsed.success ? parsed.data : [];
}
