// BENCH_PROFILE only: the product's local-store figures split into their layers, to say where the time goes.
// Nothing here is the product's code path.
import { firstValueFrom } from 'rxjs';
import { uncacheRxQuery, type MangoQuery, type MangoQuerySortPart, type RxDocument } from 'rxdb';
import { dexieQuery, type RxStorageInstanceDexie } from 'rxdb/plugins/storage-dexie';
import type { Goods } from '../../src/contract/entities/goods';
import type { StarqDatabase } from '../../src/db/database';
import { queryFilteredGoods } from '../../src/db/goods-filter-query';
import type { RecordDoc } from '../../src/db/collections/records';
import { readRecord } from '../../src/db/records/records';
import { DRAFT_LIVE_QUERIES } from '../../src/sync/draft-views';
import { DB_QUERIES } from '../../src/db/queries';
import { shopGoodsRecords } from '../../src/db/records/shop-goods-query';
import type { LocalQuery } from './protocol';

async function ms(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

const sortByPrice: MangoQuerySortPart<Goods>[] = [{ goodsSalePrice: 'asc' }, { goodsId: 'asc' }];
const perClass = (q: LocalQuery, classId: string): MangoQuery<Goods> => ({
  selector: { onShelf: true, goodsClassId: classId, goodsSalePrice: { $gte: q.minFen, $lte: q.maxFen } }, sort: sortByPrice, limit: q.limit,
});

/**
 * The same three per-class queries at four layers: RxDB's own cursor query on the Dexie storage (what the store ran
 * before src/db/index-range-query.ts), the product's storage alone, RxQuery.exec(), the live query (the figure).
 */
export async function queryLayers(db: StarqDatabase, q: LocalQuery): Promise<Record<string, number>> {
  const at = (offset: number) => ({ ...q, minFen: q.minFen + offset });
  const dexie = (db.goods.storageInstance as unknown as { originalStorageInstance: RxStorageInstanceDexie<Goods> }).originalStorageInstance;
  const cursor = await ms(() => Promise.all(q.classIds.map((c) => dexieQuery(dexie, db.goods.find(perClass(at(4), c)).getPreparedQuery()))));
  const storage = await ms(() => Promise.all(q.classIds.map((c) =>
    db.goods.storageInstance.query(db.goods.find(perClass(at(1), c)).getPreparedQuery()))));
  const exec = await ms(() => Promise.all(q.classIds.map((c) => db.goods.find(perClass(at(2), c)).exec())));
  const live = await ms(() => firstValueFrom(queryFilteredGoods(db, {
    classIds: q.classIds, minFen: q.minFen + 3, maxFen: q.maxFen, otherSort: '02', priceSort: '01', limit: q.limit,
  })));
  return { cursor, storage, exec, live };
}

/**
 * The shop goods list split into layers: the records query at the storage (its plan: a descending sort is never
 * "satisfied by the index" for RxDB, so the storage reads it with a cursor and sorts), as RxDocuments (exec), plus
 * toJSON and each row's kind schema (readRecord), and the live query the screen uses (the figure).
 */
export async function shopGoodsLayers(db: StarqDatabase, userId: string): Promise<Record<string, number>> {
  const uncache = () => {
    for (const collection of [db.records, db.outbox, db.drafts]) {
      for (const query of [...collection._queryCache._map.values()]) uncacheRxQuery(collection._queryCache, query);
    }
  };
  // The list's query (shopGoodsRecords: sortNum is the negated updatedAt, so newest first is ascending) and, for
  // comparison, the same rows newest first by a descending sort, which RxDB reads whole and sorts in memory.
  const mango: MangoQuery<RecordDoc> = { selector: { userId, kind: 'shop.goods' }, sort: [{ sortNum: 'asc' }, { id: 'asc' }] };
  const descending: MangoQuery<RecordDoc> = { ...mango, sort: [{ sortNum: 'desc' }, { id: 'desc' }] };
  uncache();
  const storage = await ms(() => db.records.storageInstance.query(db.records.find(mango).getPreparedQuery()));
  const storageDescending = await ms(() => db.records.storageInstance.query(db.records.find(descending).getPreparedQuery()));
  uncache();
  let docs: RxDocument<RecordDoc>[] = [];
  const exec = await ms(async () => (docs = await db.records.find(mango).exec()));
  const readRecords = await ms(async () => docs.map((d) => readRecord('shop.goods', d.toJSON() as RecordDoc)));
  uncache();
  const recordsLive = await ms(() => firstValueFrom(shopGoodsRecords(db, userId)));
  uncache();
  const outboxLive = await ms(() => firstValueFrom(DB_QUERIES.outbox(db, { userId })));
  uncache();
  const draftsLive = await ms(() => firstValueFrom(db.drafts.find({ selector: { userId }, sort: [{ updatedAt: 'desc' }] }).$));
  uncache();
  const live = await ms(() => firstValueFrom(DRAFT_LIVE_QUERIES.shopGoodsView(db, { userId })));
  // A first page of 20: in index order it is one getAll of 20 rows; a descending sort reads the kind whole and sorts.
  const firstPage = await ms(() => db.records.storageInstance.query(db.records.find({ ...mango, limit: 20 }).getPreparedQuery()));
  const firstPageDescending = await ms(() => db.records.storageInstance.query(db.records.find({ ...descending, limit: 20 }).getPreparedQuery()));
  return { storage, storageDescending, exec, readRecords, recordsLive, outboxLive, draftsLive, live, firstPage, firstPageDescending };
}
