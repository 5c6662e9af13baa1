import type { RxChangeEventBulk } from 'rxdb';
import { filter, map, startWith, switchMap, type Observable } from 'rxjs';
import type { RecordDoc } from '../collections/records';
import type { StarqDatabase } from '../database';
import { readRecord, type RecordRow } from './records';

/** Newest first in ascending order: the index's sortNum range (±1e15) holds every negated epoch-ms time. */
export const shopGoodsSortNum = (updatedAt: number): number => -updatedAt;

/** Rows written before sortNum was negated carry updatedAt itself (> 0). */
const isLegacySortNum = (sortNum: number) => sortNum > 0;

/**
 * The owner's confirmed goods, newest first (ties by id), read in index order. Live without RxQuery: the storage is
 * asked again whenever a write touches this owner's `shop.goods` rows (a pull page, a confirmed edit, a removal), and its
 * rows go through `readRecord` as every record read does; RxDocuments are never made for the 2,000 rows of a big shop
 * (docs/performance.md "shop goods list").
 */
export function shopGoodsRecords(db: StarqDatabase, userId: string): Observable<RecordRow<'shop.goods'>[]> {
  const prepared = db.records.find({ selector: { userId, kind: 'shop.goods' }, sort: [{ sortNum: 'asc' }, { id: 'asc' }] }).getPreparedQuery();
  const touches = (bulk: RxChangeEventBulk<RecordDoc>) => bulk.events.some((event) => {
    const doc = event.documentData ?? event.previousDocumentData;
    return doc?.kind === 'shop.goods' && doc.userId === userId;
  });
  return (db.records.eventBulks$ as Observable<RxChangeEventBulk<RecordDoc>>).pipe(
    filter(touches),
    startWith(null),
    switchMap(() => db.records.storageInstance.query(prepared)),
    map(({ documents }) => documents
      .map((doc) => readRecord('shop.goods', doc))
      .filter((row): row is RecordRow<'shop.goods'> => row !== null)),
  );
}

/** Rewrites the owner's rows stored with the old sort key (updatedAt), once, so the list's order holds on an updated app. */
export async function rewriteLegacyShopGoodsSort(db: StarqDatabase, userId: string): Promise<number> {
  const legacy = await db.records.find({ selector: { userId, kind: 'shop.goods', sortNum: { $gt: 0 } } }).exec();
  const docs = legacy.map((doc) => doc.toJSON() as RecordDoc).filter((doc) => isLegacySortNum(doc.sortNum));
  if (docs.length) await db.records.bulkUpsert(docs.map((doc) => ({ ...doc, sortNum: shopGoodsSortNum(doc.updatedAt) })));
  return docs.length;
}
