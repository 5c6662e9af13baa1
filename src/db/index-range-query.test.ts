import { indexedDB, IDBKeyRange } from 'fake-indexeddb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addRxPlugin, createRxDatabase, type MangoQuery, type MangoQuerySortPart, type RxCollection, type RxDatabase, type RxStorageInstance } from 'rxdb';
import { dexieQuery, getRxStorageDexie, type RxStorageInstanceDexie } from 'rxdb/plugins/storage-dexie';
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema';
import { goodsMigrationStrategies, goodsRxSchema, type GoodsDoc } from './collections/goods';
import { goodsFilterSelector, type GoodsFilterQuery } from './goods-filter-query';
import { firstRowsInIndexOrder, withIndexOrderQueries } from './index-range-query';
import { dexieStorage } from './storage';

addRxPlugin(RxDBMigrationSchemaPlugin);

/** A small deterministic generator: the same documents every run. */
function lcg(seed: number) {
  let state = seed >>> 0;
  return () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

const KINDS = ['ordinary', 'group', 'global'] as const;
function goods(count: number): GoodsDoc[] {
  const random = lcg(7);
  return Array.from({ length: count }, (_, i) => {
    // Few distinct prices and sales, so equal index values are common and the primary key decides.
    const price = 100 * (1 + Math.floor(random() * 40));
    const name = `商品${i % 17}号${random() < 0.3 ? '手机壳' : '耳机'}`;
    return {
      goodsId: `G${String(i).padStart(5, '0')}`, showShopId: `S${i % 5}`, shopName: `店${i % 5}`, goodsName: name,
      goodsImg: '/x.svg', goodsClassId: `0${1 + (i % 6)}0101`, goodsSalePrice: price, goodsCreator: '测', goodsAge: '',
      goodsNames: name, goodsMainImg: '/x.svg', salesPrice: price, age: i % 4 ? '' : '成人',
      goodsKind: KINDS[i % 3]!, stock: 10, sales: Math.floor(random() * 30), onShelf: random() < 0.8, updatedAt: 1_000 + Math.floor(random() * 50), usedAt: 1,
    };
  });
}

type Db = RxDatabase<{ goods: RxCollection<GoodsDoc> }>;
let db: Db;
let original: RxStorageInstanceDexie<GoodsDoc>;

beforeAll(async () => {
  db = await createRxDatabase<{ goods: RxCollection<GoodsDoc> }>({ name: 'indexorder', storage: dexieStorage({ indexedDB, IDBKeyRange }), multiInstance: false });
  await db.addCollections({ goods: { schema: goodsRxSchema, migrationStrategies: goodsMigrationStrategies } });
  await db.goods.bulkInsert(goods(600));
  // Some removed documents: they stay in the store as deleted rows, which every query must skip.
  await db.goods.find({ selector: { goodsId: { $in: ['G00003', 'G00400', 'G00401', 'G00599'] } } }).remove();
  original = (db.goods.storageInstance as unknown as { originalStorageInstance: RxStorageInstanceDexie<GoodsDoc> }).originalStorageInstance;
});
afterAll(() => db.remove());

/** The ids the storage's own cursor query and firstRowsInIndexOrder answer for one query. */
async function both(query: MangoQuery<GoodsDoc>) {
  const prepared = db.goods.find(query).getPreparedQuery();
  const ids = (docs: { goodsId: string }[]) => docs.map((d) => d.goodsId);
  const cursorDocs = (await dexieQuery(original, prepared)).documents;
  const cursor = ids(cursorDocs);
  const orderedDocs = prepared.queryPlan.sortSatisfiedByIndex
    ? (await firstRowsInIndexOrder(original as unknown as RxStorageInstance<GoodsDoc, never, unknown>, prepared)).documents
    : null;
  // Whole documents, not only their order: booleans stored as '0'/'1' by the index come back as booleans.
  if (orderedDocs) expect(orderedDocs).toEqual(cursorDocs);
  const ordered = orderedDocs ? ids(orderedDocs) : null;
  const live = ids(await db.goods.find(query).exec());
  return { cursor, ordered, live, plan: prepared.queryPlan };
}

const priceAsc: MangoQuerySortPart<GoodsDoc>[] = [{ goodsSalePrice: 'asc' }, { goodsId: 'asc' }];

describe('firstRowsInIndexOrder', () => {
  it('answers what the storage\'s cursor answers, for the goods lists\' queries and the edges of skip and limit', async () => {
    const filters: Partial<GoodsFilterQuery>[] = [
      {}, { classIds: ['010101'] }, { classIds: ['020101'], minFen: 800, maxFen: 2500 }, { minFen: 3000 }, { maxFen: 600 },
      { keyword: '手机壳' }, { keyword: '手机壳', minFen: 1000 }, { kinds: ['group'] }, { shopIds: ['S2'], maxFen: 3000 },
      { age: '成人' }, { classIds: ['030101'], minFen: 5000, maxFen: 100 }, { keyword: '没有这个' },
    ];
    let compared = 0;
    let inIndexOrder = 0;
    // Each filter as the goods lists ask it: a class list as one $in, and per class (src/db/goods-filter-query.ts).
    const selectors = filters.flatMap((filter) => {
      const selector = goodsFilterSelector({ otherSort: '02', priceSort: '01', limit: 20, ...filter });
      return [selector, ...(filter.classIds ?? []).map((classId) => ({ ...selector, goodsClassId: classId }))];
    });
    for (const selector of selectors) {
      for (const [skip, limit] of [[0, 20], [0, 1], [0, 0], [5, 37], [0, 2_000], [300, 20], [0, undefined]] as const) {
        const query: MangoQuery<GoodsDoc> = { selector, sort: priceAsc, skip, ...(limit === undefined ? {} : { limit }) };
        const { cursor, ordered, live } = await both(query);
        if (ordered) {
          expect(ordered).toEqual(cursor);
          inIndexOrder++;
        }
        expect(live).toEqual(cursor);
        compared++;
      }
    }
    expect(compared).toBe(105);
    // Not in index order: the $in class lists and the kind filter (their plans sort in memory).
    expect(inIndexOrder).toBe(77);
  }, 60_000);

  it('is what the store runs for a sorted first page, and leaves other queries to the cursor', async () => {
    const byClass = await both({ selector: { onShelf: true, goodsClassId: '010101', goodsSalePrice: { $gte: 1000 } }, sort: priceAsc, limit: 20 });
    expect(byClass.plan.sortSatisfiedByIndex).toBe(true);
    expect(byClass.live).toHaveLength(20);
    expect(byClass.live).toEqual(byClass.cursor);
    // Descending orders read the whole range and sort it: the storage's own query, same answer.
    const newest = await both({ selector: { onShelf: true }, sort: [{ updatedAt: 'desc' }, { goodsId: 'asc' }], limit: 20 });
    expect(newest.plan.sortSatisfiedByIndex).toBe(false);
    expect(newest.live).toEqual(newest.cursor);
  }, 30_000);

  it('stops at a range that ends on a stored key, with a batch full and rows dropped by the matcher', async () => {
    const [template] = goods(1);
    await db.goods.bulkInsert(['A1', 'A2', 'A3', 'A4', 'A5'].map((goodsId) =>
      ({ ...template!, goodsId, goodsClassId: '090909', goodsSalePrice: 500, onShelf: goodsId !== 'A2' })));
    const { cursor, ordered, plan } = await both({
      selector: { onShelf: true, goodsClassId: '090909', goodsSalePrice: 500, goodsId: { $lte: 'A4' } }, sort: priceAsc, limit: 4,
    });
    expect(plan.sortSatisfiedByIndex).toBe(true);
    expect(plan.endKeys.at(-1)).toBe('A4');
    expect(ordered).toEqual(['A1', 'A3', 'A4']);
    expect(ordered).toEqual(cursor);
    await db.goods.find({ selector: { goodsClassId: '090909' } }).remove();
  });

  it('keeps live queries current after writes', async () => {
    const query = { selector: { onShelf: true, goodsClassId: '040101' }, sort: priceAsc, limit: 3 };
    const before = await db.goods.find(query).exec();
    await db.goods.upsert({ ...before[0]!.toJSON(), goodsId: 'G99999', goodsSalePrice: 1 });
    expect((await db.goods.find(query).exec()).map((d) => d.goodsId)).toEqual(['G99999', before[0]!.goodsId, before[1]!.goodsId]);
    await db.goods.findOne('G99999').remove();
  });

  it('wraps any storage without changing what it is', () => {
    const storage = getRxStorageDexie({ indexedDB, IDBKeyRange });
    const wrapped = withIndexOrderQueries(storage);
    expect(wrapped.name).toBe(storage.name);
    expect(wrapped.rxdbVersion).toBe(storage.rxdbVersion);
  });
});
