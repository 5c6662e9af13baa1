import { GoodsSpecSchema, type Goods, type GoodsDetail, type GoodsKind, type GoodsSpec } from '../../../../src/contract/entities/goods';
import { goods, shops } from '../../../db/schema';

type GoodsRow = typeof goods.$inferSelect;

/** The columns a goods card needs, joined with its shop's name. */
export const goodsCardColumns = {
  id: goods.id, shopId: goods.shopId, shopName: shops.name, classId: goods.classId, name: goods.name,
  img: goods.img, kind: goods.kind, salePrice: goods.salePrice, stock: goods.stock, sales: goods.sales,
  creator: goods.creator, age: goods.age, onShelf: goods.onShelf, updatedAt: goods.updatedAt,
};

type GoodsCardRow = Pick<GoodsRow, 'id' | 'shopId' | 'classId' | 'name' | 'img' | 'kind' | 'salePrice'
  | 'stock' | 'sales' | 'creator' | 'age' | 'onShelf' | 'updatedAt'> & { shopName: string };

/** spec §3 Goods, with its alias fields filled from the same columns. */
export function toGoods(row: GoodsCardRow): Goods {
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
  };
}

export function toGoodsDetail(row: GoodsRow & { shopName: string }): GoodsDetail {
  return {
    ...toGoods(row),
    goodsImgs: row.imgs,
    goodsVideo: row.video,
    goodsDesc: row.description,
    originalPrice: row.originalPrice,
    specs: readSpecs(row.extra),
  };
}

/** The shop's properties (goodsProSetting) as kept in goods.extra.specs; goods made before them have none. */
function readSpecs(extra: unknown): GoodsSpec[] {
  const parsed = GoodsSpecSchema.array().safeParse((extra as { specs?: unknown } | null)?.specs ?? []);
  return parsed.success ? parsed.data : [];
}
