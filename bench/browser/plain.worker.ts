// The baseline side of the local-store figures: plain Dexie on the same IndexedDB and plain fetch, in a worker of its own.
import * as Comlink from 'comlink';
import Dexie from 'dexie';
import type { Goods } from '../../src/contract/entities/goods';
import { cartAdd } from '../../src/contract/orders/cart';
import { HEADERS } from '../../src/contract/headers';
import type { DraftDoc } from '../../src/db/collections/drafts';
import { EMPTY_FIELDS } from '../../src/sync/goods-drafts';
import type { RecordDoc } from '../../src/db/collections/records';
import type { ShopGoods } from '../../src/contract/shop/goods';
import { toGoodsDocs } from '../goods-docs';
import { toShopGoodsDocs } from '../shop-goods-docs';
import { cartArgsAt, type BenchSession, type LocalQuery, type PlainBench } from './protocol';

/** Indexed like the goods collection (src/db/collections/goods.ts). */
const GOODS_STORES = { goods: '&goodsId, updatedAt, sales, [goodsKind+sales], [goodsClassId+goodsSalePrice], goodsSalePrice' };

/** Indexed like the records and drafts collections (src/db/collections/records.ts, drafts.ts). */
const RECORD_STORES = { records: '&id, [userId+kind+sortNum+id]' };
const DRAFT_STORES = { drafts: '&id, [userId+updatedAt]' };

let queryDb: Dexie | undefined;
let shopDb: Dexie | undefined;
let draftDb: Dexie | undefined;
const drafts = new Map<string, DraftDoc>();
const SAME_LENGTH_STAMP = '0'.repeat(16);
let opened = 0;

function openPlain(purpose: string, stores: Record<string, string> = GOODS_STORES): Dexie {
  const db = new Dexie(`plain${purpose}${Date.now()}x${++opened}`);
  db.version(1).stores(stores);
  return db;
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const start = performance.now();
  const result = await work();
  return { ms: performance.now() - start, result };
}


const api: PlainBench = {
  async openQueryStore() {
    queryDb = openPlain('query');
    await queryDb.table('goods').bulkPut(toGoodsDocs());
    return queryDb.table('goods').count();
  },

  /**
   * The same per-class index ranges, first pages merged, as the product's query. `filter` (onShelf is a boolean, which
   * cannot be part of an IndexedDB key) makes Dexie read with a cursor, row by row; the product's store reads these
   * pages with `getAll`, one request per page when its rows are all on shelf (src/db/index-range-query.ts;
   * docs/performance.md, local query).
   */
  query(q: LocalQuery) {
    const goods = queryDb!.table<Goods>('goods');
    return timed(async () => {
      const perClass = await Promise.all(q.classIds.map((classId) => goods
        .where('[goodsClassId+goodsSalePrice]').between([classId, q.minFen], [classId, q.maxFen], true, true)
        .filter((g) => g.onShelf).limit(q.limit).toArray()));
      return perClass.flat()
        .sort((a, b) => a.goodsSalePrice - b.goodsSalePrice || (a.goodsId < b.goodsId ? -1 : a.goodsId > b.goodsId ? 1 : 0))
        .slice(0, q.limit).map((g) => g.goodsId);
    });
  },

  async closeQueryStore() {
    await queryDb?.delete();
    queryDb = undefined;
  },

  /** The same record documents as the product's store holds (their `data` the pulled goods), one bulkPut. */
  /** The app's rows carry a 16-character schema stamp; the baseline's rows are the same size. */
  async openShopGoods(userId: string) {
    shopDb = openPlain('shopgoods', RECORD_STORES);
    await shopDb.table('records').bulkPut(toShopGoodsDocs().map((goods): RecordDoc => ({
      id: `${userId}:shop.goods:${goods.goodsId}`, kind: 'shop.goods', recordId: goods.goodsId, userId, parentId: '',
      sortNum: -goods.updatedAt, sortText: goods.onShelf ? 'on' : 'off', updatedAt: goods.updatedAt, data: goods,
      checkedBy: SAME_LENGTH_STAMP,
    })));
    return shopDb.table('records').count();
  },

  /** The owner's goods newest first: one index range read forwards (sortNum is the negated updatedAt, as the app stores it). */
  shopGoodsList(userId: string) {
    const records = shopDb!.table<RecordDoc>('records');
    return timed(async () => {
      const rows = await records.where('[userId+kind+sortNum+id]')
        .between([userId, 'shop.goods', Dexie.minKey, Dexie.minKey], [userId, 'shop.goods', Dexie.maxKey, Dexie.maxKey]).toArray();
      return rows.map((r) => (r.data as unknown as ShopGoods).goodsId);
    });
  },

  async closeShopGoods() {
    await shopDb?.delete();
    shopDb = undefined;
  },

  async putDraft(userId: string, draftId: string, fields: Record<string, string>) {
    draftDb ??= openPlain('drafts', DRAFT_STORES);
    const id = `${userId}:${draftId}`;
    const before = drafts.get(id) ?? {
      id, draftId, userId, form: 'goods', mode: 'new', base: {}, media: [], outboxId: '', updatedAt: 0, fields: EMPTY_FIELDS,
    };
    const draft: DraftDoc = { ...before, fields: { ...before.fields, ...fields }, updatedAt: Date.now() };
    drafts.set(id, draft);
    await draftDb.table('drafts').put(draft);
  },

  sendSequentially(session: BenchSession, goodsIds: string[], mutations: number) {
    return timed(async () => {
      for (let i = 0; i < mutations; i++) {
        const response = await fetch(cartAdd.path, {
          method: 'POST',
          headers: {
            'content-type': 'application/json', [HEADERS.userToken]: session.userToken, [HEADERS.shopToken]: session.shopToken,
            [HEADERS.appFlag]: 'H5', [HEADERS.idempotencyKey]: `plain-${session.userId}-${i}`,
          },
          body: JSON.stringify(cartArgsAt(goodsIds, i)),
        });
        const answer = (await response.json()) as { code: number };
        if (answer.code !== 0) throw new Error(`baseline request refused: ${JSON.stringify(answer)}`);
      }
      return undefined;
    });
  },
};

Comlink.expose(api);
