import { combineLatest, map, type Observable } from 'rxjs';
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

const SORT_FIELDS: Record<GoodsOrderField, keyof GoodsDoc> = { updatedAt: 'updatedAt', sales: 'sales', price: 'goodsSalePrice', points: 'points' };

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

/** Few enough classes to ask one index range per class (see docs/performance.md, local query). */
const SPLIT_CLASSES_UP_TO = 12;

function compareBy(keys: { field: keyof GoodsDoc; direction: 'asc' | 'desc' }[]) {
  return (a: GoodsDoc, b: GoodsDoc): number => {
    for (const { field, direction } of keys) {
      // A goods without the field (an integral goods without points) sorts as the host's NULL: after every value.
      const x = (a[field] as number | undefined) ?? Infinity;
      const y = (b[field] as number | undefined) ?? Infinity;
      if (x !== y) return (x < y ? -1 : 1) * (direction === 'asc' ? 1 : -1);
    }
    return a.goodsId < b.goodsId ? -1 : a.goodsId > b.goodsId ? 1 : 0;
  };
}

/**
 * The same filter and order as the host's list calls (domain goodsOrder), over
 * the goods on this device. With a few classes chosen (one included), each
 * class is its own query on the [goodsClassId+goodsSalePrice] index and the
 * first pages are merged: one $in over classes makes the store scan far more
 * documents, and a class asked by equality lets a price-ordered query read just
 * its first page in index order (src/db/index-range-query.ts).
 */
export function queryFilteredGoods(db: StarqDatabase, p: GoodsFilterQuery): Observable<GoodsDoc[]> {
  const keys = goodsOrder(p.otherSort, p.priceSort, p.kinds).map((k) => ({ field: SORT_FIELDS[k.field], direction: k.direction }));
  const sort = [...keys.map((k) => ({ [k.field]: k.direction }) as MangoQuerySortPart<GoodsDoc>), { goodsId: 'asc' } as MangoQuerySortPart<GoodsDoc>];
  const run = (selector: MangoQuerySelector<GoodsDoc>) =>
    db.goods.find({ selector, sort, limit: p.limit }).$.pipe(map((docs) => docs.map((d) => d.toJSON() as GoodsDoc)));
  const selector = goodsFilterSelector(p);
  const classIds = p.classIds ?? [];
  if (classIds.length === 0 || classIds.length > SPLIT_CLASSES_UP_TO) return run(selector);
  if (classIds.length === 1) return run({ ...selector, goodsClassId: classIds[0] });
  return combineLatest(classIds.map((classId) => run({ ...selector, goodsClassId: classId })))
    .pipe(map((pages) => pages.flat().sort(compareBy(keys)).slice(0, p.limit)));
}
