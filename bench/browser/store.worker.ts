// The product side of the local-store figures: the modules the sync worker runs (src/workers/sync-worker-api.ts),
// the same production storage on the browser's IndexedDB, one database open at a time (RxDB's collection budget).
import * as Comlink from 'comlink';
import { uncacheRxQuery } from 'rxdb';
import { firstValueFrom } from 'rxjs';
import { createApiClient } from '../../src/api/client';
import { createStarqDatabase, type StarqDatabase } from '../../src/db/database';
import { queryFilteredGoods } from '../../src/db/goods-filter-query';
import { dexieStorage } from '../../src/db/storage';
import { createSyncEngine } from '../../src/sync/engine';
import { platformLocks } from '../../src/sync/locks';
import { upsertRecords } from '../../src/db/records/records';
import { DRAFT_LIVE_QUERIES } from '../../src/sync/draft-views';
import { PULL_BATCH } from '../../src/sync/record-checkpoint';
import { SHOP_GOODS_PULLER } from '../../src/sync/shop-goods-pull';
import { toGoodsDocs } from '../goods-docs';
import { toShopGoodsDocs } from '../shop-goods-docs';
import { queryLayers, shopGoodsLayers } from './store-diagnostics';
import { cartArgsAt, type BenchSession, type LocalQuery, type StoreBench } from './protocol';

let queryStore: StarqDatabase | undefined;
let shopStore: StarqDatabase | undefined;
let opened = 0;

const openStore = (purpose: string) => createStarqDatabase(dexieStorage(), `bench${purpose}${Date.now()}x${++opened}`);

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const start = performance.now();
  const result = await work();
  return { ms: performance.now() - start, result };
}

const api: StoreBench = {
  async openQueryStore() {
    queryStore = await openStore('query');
    await queryStore.goods.bulkInsert(toGoodsDocs());
    return queryStore.goods.count().exec();
  },

  /** The goods list's live query (the filter popup's), until its first emission. */
  query(q: LocalQuery) {
    const db = queryStore!;
    return timed(async () => {
      const docs = await firstValueFrom(queryFilteredGoods(db, {
        classIds: q.classIds, minFen: q.minFen, maxFen: q.maxFen, otherSort: '02', priceSort: '01', limit: q.limit,
      }));
      return docs.map((d) => d.goodsId);
    });
  },

  /** Pages of PULL_BATCH written as pullRecordKind writes them, through the shop goods puller's own toRecord. */
  async openShopGoods(userId: string) {
    shopStore = await openStore('shopgoods');
    const docs = toShopGoodsDocs();
    for (let i = 0; i < docs.length; i += PULL_BATCH) {
      await upsertRecords(shopStore, 'shop.goods', docs.slice(i, i + PULL_BATCH)
        .map((goods) => ({ ...SHOP_GOODS_PULLER.toRecord({ ...goods, deleted: false }), userId, updatedAt: goods.updatedAt })));
    }
    return shopStore.records.count().exec();
  },

  /**
   * Opening the screen: RxDB keeps a query's results in its query cache while the query is cached, so a second
   * visit may be answered from memory; `cached: false` empties the three collections' query caches first.
   */
  shopGoodsList(userId: string, cached: boolean) {
    const db = shopStore!;
    if (!cached) {
      for (const collection of [db.records, db.outbox, db.drafts]) {
        for (const query of [...collection._queryCache._map.values()]) uncacheRxQuery(collection._queryCache, query);
      }
    }
    return timed(async () => (await firstValueFrom(DRAFT_LIVE_QUERIES.shopGoodsView(db, { userId }))).map((g) => g.goodsId));
  },

  async closeShopGoods() {
    await shopStore?.remove();
    shopStore = undefined;
  },

  queryLayers: (q: LocalQuery) => queryLayers(queryStore!, q),
  shopGoodsLayers: (userId: string) => shopGoodsLayers(shopStore!, userId),

  async closeQueryStore() {
    await queryStore?.remove();
    queryStore = undefined;
  },

  /** Queues the mutations offline through the engine's one entry point, then times the drain once online. */
  async replay(session: BenchSession, goodsIds: string[], mutations: number) {
    let offline = true;
    const db = await openStore('replay');
    const client = createApiClient({
      origin: self.location.origin,
      getCredentials: () => session,
      fetch: (input, init) => (offline ? Promise.reject(new TypeError('offline')) : fetch(input, init)),
    });
    const engine = await createSyncEngine({
      db, api: client, locks: platformLocks(), newId: () => crypto.randomUUID(), random: Math.random, now: Date.now,
    });
    try {
      engine.setSession(session);
      for (let i = 0; i < mutations; i++) {
        const queued = await engine.mutate('cart.add', cartArgsAt(goodsIds, i), {});
        if (!queued.ok) throw new Error(`not queued: ${queued.msg}`);
      }
      const drained = new Promise<void>((resolve, reject) => {
        const off = engine.status.subscribe((s) => {
          if (offline) return;
          if (s.rejected.length) reject(new Error(`refused: ${JSON.stringify(s.rejected[0])}`));
          if (s.pending === 0) {
            resolve();
            queueMicrotask(() => off());
          }
        });
      });
      return await timed(async () => {
        offline = false;
        engine.setOnline(true);
        await drained;
        return undefined;
      });
    } finally {
      await engine.close();
      await db.remove();
    }
  },
};

Comlink.expose(api);
