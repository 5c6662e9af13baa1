import { map, type Observable } from 'rxjs';
import type { MangoQuerySelector, MangoQuerySortPart } from 'rxdb';
import { goodsOrder, type GoodsOrderField } from '../domain/goods-order';
import type { OtherSort, PriceSort } from '../domain/sort-filter';
import type { GoodsDoc } from './collections/goods';
import type { StarqDatabase } from './database';

/** A goods list's criteria in local-store terms (classes and shops already resolved, prices in fen). */
export interface GoodsFilterQuery {
  keyword?: string;
  kinds?: string[];
  classIds?: string[] | null;
  shopIds?: string[] | null;
  age?: string;
  minFen?: number | null;
  maxFen?: number | null;
  otherSort: OtherSort;
  priceSort: PriceSort;
  limit: number;
}

const SORT_FIELDS: Record<GoodsOrderField, keyof GoodsDoc> = { updatedAt: 'updatedAt', sales: 'sales', price: 'goodsSalePrice' };

export function goodsFilterSelector(p: GoodsFilterQuery): MangoQuerySelector<GoodsDoc> {
  const selector: MangoQuerySelector<GoodsDoc> = { onShelf: true };
  if (p.keyword) selector.goodsName = { $regex: p.keyword.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') };
  if (p.kinds?.length) selector.goodsKind = { $in: p.kinds as GoodsDoc['goodsKind'][] };
  if (p.classIds) selector.goodsClassId = { $in: p.classIds };
  if (p.shopIds) selector.showShopId = { $in: p.shopIds };
  if (p.age) selector.age = p.age;
  const price: { $gte?: number; $lte?: number } = {};
  if (p.minFen !== null && p.minFen !== undefined) price.$gte = p.minFen;
  if (p.maxFen !== null && p.maxFen !== undefined) price.$lte = p.maxFen;
  if (Object.keys(price).length) selector.goodsSalePrice = price;
  return selector;
}

/** The same filter and order as the host's list calls (domain goodsOrder), over the goods on this device. */
export function queryFilteredGoods(db: StarqDatabase, p: GoodsFilterQuery): Observable<GoodsDoc[]> {
  const sort = goodsOrder(p.otherSort, p.priceSort).map((k) => ({ [SORT_FIELDS[k.field]]: k.direction }) as MangoQuerySortPart<GoodsDoc>);
  return db.goods.find({ selector: goodsFilterSelector(p), sort: [...sort, { goodsId: 'asc' }], limit: p.limit }).$
    .pipe(map((docs) => docs.map((d) => d.toJSON() as GoodsDoc)));
}
