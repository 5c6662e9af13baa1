import { indexedDB, IDBKeyRange } from 'fake-indexeddb';
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv';
import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { GoodsDoc } from './collections/goods';
import { createStarqDatabase } from './database';
import { goodsFilterSelector, queryFilteredGoods } from './goods-filter-query';
import { dexieStorage } from './storage';

describe('goodsFilterSelector', () => {
  it('turns a list\'s criteria into a store selector, keyword matched literally', () => {
    expect(goodsFilterSelector({
      keyword: '手机壳(透明)', kinds: ['global'], classIds: ['01', '0101'], shopIds: ['S0001'], age: '成人',
      minFen: 2000, maxFen: 6000, otherSort: '02', priceSort: '01', limit: 20,
    })).toEqual({
      onShelf: true,
      goodsName: { $regex: '手机壳\\(透明\\)' },
      goodsKind: { $in: ['global'] },
      goodsClassId: { $in: ['01', '0101'] },
      showShopId: { $in: ['S0001'] },
      age: '成人',
      goodsSalePrice: { $gte: 2000, $lte: 6000 },
    });
  });

  it('leaves out what was not chosen, but keeps an empty shop list (a location with no shops finds nothing)', () => {
    expect(goodsFilterSelector({ otherSort: '', priceSort: '', limit: 20 })).toEqual({ onShelf: true });
    expect(goodsFilterSelector({ shopIds: [], minFen: 0, otherSort: '', priceSort: '', limit: 20 }))
      .toEqual({ onShelf: true, showShopId: { $in: [] }, goodsSalePrice: { $gte: 0 } });
  });
});

describe('queryFilteredGoods in the store', () => {
  it('sorts the integral goods alone by their points under 价格, as their cards show them, not by price', async () => {
    const storage = wrappedValidateAjvStorage({ storage: dexieStorage({ indexedDB, IDBKeyRange }) as never });
    const db = await createStarqDatabase(storage as never, 'points-order');
    try {
      const card = (goodsId: string, goodsKind: GoodsDoc['goodsKind'], goodsSalePrice: number, points?: number): GoodsDoc => ({
        goodsId, showShopId: 'S1', shopName: '店', goodsName: goodsId, goodsImg: '', goodsClassId: goodsId === 'I3' ? 'C2' : 'C1', goodsSalePrice, goodsCreator: '',
        goodsAge: '', goodsNames: goodsId, goodsMainImg: '', salesPrice: goodsSalePrice, age: '', goodsKind, stock: 1, sales: 0, onShelf: true,
        updatedAt: 1, usedAt: 1, ...(points === undefined ? {} : { points }),
      });
      await db.goods.bulkInsert([card('I1', 'integral', 100, 900), card('I2', 'integral', 900, 100), card('I3', 'integral', 500, 500), card('O1', 'ordinary', 50)]);
      const list = (kinds: string[], priceSort: '00' | '01', classIds: string[] | null = null) =>
        firstValueFrom(queryFilteredGoods(db, { kinds, classIds, otherSort: '02', priceSort, limit: 20 })).then((docs) => docs.map((d) => d.goodsId));
      expect(await list(['integral'], '01')).toEqual(['I2', 'I3', 'I1']);
      expect(await list(['integral'], '00')).toEqual(['I1', 'I3', 'I2']);
      // Two classes are two queries whose pages are merged in the same order.
      expect(await list(['integral'], '01', ['C1', 'C2'])).toEqual(['I2', 'I3', 'I1']);
      expect(await list(['integral'], '00', ['C1', 'C2'])).toEqual(['I1', 'I3', 'I2']);
      // A list of more kinds than integral keeps the price order.
      expect(await list(['integral', 'ordinary'], '01')).toEqual(['O1', 'I1', 'I3', 'I2']);
    } finally {
      await db.close();
    }
  });
});
