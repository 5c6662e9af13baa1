import { indexedDB, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRxDatabase } from 'rxdb';
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv';
import { GoodsSchema, type Goods } from '../contract/entities/goods';
import { goodsDetail } from '../contract/catalogue/goods';
import { classGoodsList } from '../contract/catalogue/goods-list';
import { cartList } from '../contract/orders/cart';
import { createStarqDatabase, type StarqDatabase } from '../db/database';
import { cacheKey } from '../db/collections/cache';
import { goodsUsedAt } from '../db/collections/goods';
import { toRxSchema } from '../db/rx-schema';
import { dexieStorage } from '../db/storage';
import { trimWorkingSet, WORKING_SET } from './working-set';

const card = (goodsId: string): Goods => ({
  goodsId, showShopId: 'S1', shopName: '店', goodsName: goodsId, goodsImg: '/x.svg', goodsClassId: '010101', goodsSalePrice: 100,
  goodsCreator: '', goodsAge: '', goodsNames: goodsId, goodsMainImg: '/x.svg', salesPrice: 100, age: '',
  goodsKind: 'ordinary', stock: 5, sales: 0, onShelf: true, updatedAt: 1,
});
const cards = (from: number, count: number) => Array.from({ length: count }, (_, i) => card(`G${String(from + i).padStart(4, '0')}`));
const storage = () => wrappedValidateAjvStorage({ storage: dexieStorage({ indexedDB, IDBKeyRange }) as never }) as never;
const cartLine = (goodsId: string) => ({ goodsId, skuId: goodsId, specText: '', skuOff: false, goodsName: goodsId, goodsImg: '/x.svg', goodsKind: 'ordinary' as const, goodsSalePrice: 100, num: 1, selected: true, stock: 5 });
const held = async (db: StarqDatabase) => (await db.goods.find().exec()).map((d) => d.goodsId).sort();
const budget = (goodsCards: number, catalogueAnswerBytes = WORKING_SET.catalogueAnswerBytes) => ({ ...WORKING_SET, goodsCards, catalogueAnswerBytes });

let n = 0;

describe('the working set', () => {
  let db: StarqDatabase;
  beforeEach(async () => { db = await createStarqDatabase(storage(), `working-set${++n}`); });
  afterEach(() => db.close());

  it('keeps the budget by evicting the least recently used goods, never a pinned one', async () => {
    await db.goods.bulkInsert(goodsUsedAt(cards(0, 6), 100));
    await db.goods.bulkInsert(goodsUsedAt(cards(6, 4), 200));
    // G0000 is in a cart, G0001 collected, G0002 in a queued change: all three are among the oldest.
    await db.cart.insert({ id: 'U1:G0000', userId: 'U1', shopId: 'S1', shopName: '店', shopLogo: '', position: 0, ...cartLine('G0000') });
    await db.records.insert({ id: 'U1:mark.collect:G0001', kind: 'mark.collect', recordId: 'G0001', userId: 'U1', parentId: '', sortNum: 1, sortText: '', updatedAt: 1, data: { title: '', image: '', price: 0, sub: '', extra: '', classId: '' }, checkedBy: '' });
    await db.outbox.insert({ id: 'O1', seq: 1, clientId: 'C', userId: 'U1', name: 'cart.add', args: { goodsId: 'G0002', num: 1 }, preview: {}, createdAt: 1, status: 'pending', errorCode: 0, errorMsg: '', attempts: 0 });

    expect(await trimWorkingSet(db, budget(5))).toEqual({ goods: 5, answers: 0 });
    expect(await held(db)).toEqual(['G0000', 'G0001', 'G0002', 'G0008', 'G0009']);
  });

  it('does nothing under the budget', async () => {
    await db.goods.bulkInsert(goodsUsedAt(cards(0, 3), 100));
    expect(await trimWorkingSet(db, budget(3))).toEqual({ goods: 0, answers: 0 });
    expect(await db.goods.count().exec()).toBe(3);
  });

  it('drops the oldest catalogue answers past their bytes, keeps a pinned goods\' detail and the user\'s own answers', async () => {
    const page = (pageNum: number) => cacheKey(classGoodsList.name, { classId: '01', pageNum });
    const big = JSON.stringify({ list: 'x'.repeat(1000) });
    await db.cache.bulkInsert([
      { key: page(1), json: big, updatedAt: 30 },
      { key: page(2), json: big, updatedAt: 20 },
      { key: cacheKey(goodsDetail.name, { goodsId: 'G0000' }), json: big, updatedAt: 10 },
      { key: cacheKey(goodsDetail.name, { goodsId: 'G0005' }), json: big, updatedAt: 5 },
      { key: cacheKey(cartList.name, {}), json: big, updatedAt: 1 },
    ]);
    await db.cart.insert({ id: 'U1:G0000', userId: 'U1', shopId: 'S1', shopName: '店', shopLogo: '', position: 0, ...cartLine('G0000') });
    expect(await trimWorkingSet(db, budget(100, 2100))).toEqual({ goods: 0, answers: 2 });
    const kept = (await db.cache.find().exec()).map((d) => d.key).sort();
    expect(kept).toEqual([page(1), cacheKey(goodsDetail.name, { goodsId: 'G0000' }), cacheKey(cartList.name, {})].sort());
  });
});

describe('a device that held the whole catalogue, after the update', () => {
  it('migrates its cards as the oldest and trims them first', async () => {
    const name = `working-set-old${++n}`;
    const old = await createRxDatabase({ name, storage: storage(), multiInstance: false });
    await old.addCollections({ goods: { schema: toRxSchema(GoodsSchema, { primaryKey: 'goodsId', indexes: ['updatedAt', 'sales', ['goodsKind', 'sales'], ['goodsClassId', 'goodsSalePrice'], 'goodsSalePrice'] }) } });
    await old.goods!.bulkInsert(cards(0, 8));
    await old.close();

    const updated = await createStarqDatabase(storage(), name);
    try {
      await updated.goods.bulkUpsert(goodsUsedAt(cards(100, 2), 500));
      expect(await trimWorkingSet(updated, budget(4))).toEqual({ goods: 6, answers: 0 });
      const kept = (await updated.goods.find().exec()).map((d) => d.goodsId);
      expect(kept).toContain('G0100');
      expect(kept).toContain('G0101');
      expect(kept).toHaveLength(4);
    } finally {
      await updated.close();
    }
  });
});
