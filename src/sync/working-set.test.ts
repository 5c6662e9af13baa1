import { indexedDB, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addRxPlugin } from 'rxdb';
import { RxDBDevModePlugin } from 'rxdb/plugins/dev-mode';
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv';
import type { ApiClient } from '../api/client';
import type { Goods } from '../contract/entities/goods';
import { createStarqDatabase, type StarqDatabase } from '../db/database';
import { dexieStorage } from '../db/storage';
import { pullAllGoods } from './pullers';

addRxPlugin(RxDBDevModePlugin);

const card = (goodsId: string, goodsSalePrice: number, updatedAt: number): Goods => ({
  goodsId, showShopId: 'S1', shopName: '店', goodsName: goodsId, goodsImg: '/x.svg', goodsClassId: '010101', goodsSalePrice,
  goodsCreator: '', goodsAge: '', goodsNames: goodsId, goodsMainImg: '/x.svg', salesPrice: goodsSalePrice, age: '',
  goodsKind: 'ordinary', stock: 5, sales: 0, onShelf: true, updatedAt,
});
type Page = { documents: Goods[]; checkpoint: { updatedAt: number; goodsId: string } | null };

let db: StarqDatabase;
let n = 0;
const asked: Record<string, unknown>[] = [];
/** A host answering the given pages in turn; `during` runs while a page is being answered. */
function hostAnswering(pages: Page[], during?: () => Promise<void>): ApiClient {
  return { call: async (_call: unknown, params: Record<string, unknown>) => {
    asked.push(params);
    await during?.();
    const page = pages.shift();
    if (!page) throw new TypeError('Failed to fetch');
    return page;
  } } as unknown as ApiClient;
}
const checkpoint = async () => JSON.parse((await db.kv.findOne('checkpoint:goods').exec())?.value ?? 'null') as unknown;

beforeEach(async () => {
  asked.length = 0;
  const storage = wrappedValidateAjvStorage({ storage: dexieStorage({ indexedDB, IDBKeyRange }) as never });
  db = await createStarqDatabase(storage as never, `pullers${++n}`);
});
afterEach(() => db.close());

describe('pullAllGoods', () => {
  it('writes new goods and overwrites stored ones with the host\'s copy (host wins), page by page', async () => {
    await db.goods.insert(card('G2', 100, 1));
    const pulled = await pullAllGoods(db, hostAnswering([
      { documents: [card('G1', 500, 10), card('G2', 900, 11)], checkpoint: { updatedAt: 11, goodsId: 'G2' } },
      { documents: [card('G3', 700, 12)], checkpoint: { updatedAt: 12, goodsId: 'G3' } },
    ]), 2);
    expect(pulled).toBe(3);
    const stored = (await db.goods.find({ sort: [{ goodsId: 'asc' }] }).exec()).map((d) => [d.goodsId, d.goodsSalePrice]);
    expect(stored).toEqual([['G1', 500], ['G2', 900], ['G3', 700]]);
    expect(await checkpoint()).toEqual({ updatedAt: 12, goodsId: 'G3' });
    expect(asked.map((p) => p.goodsId)).toEqual(['', 'G2']);
  });

  it('saves a page\'s checkpoint only after the page is written, and resumes from it after a failure', async () => {
    const host = hostAnswering([
      { documents: [card('G1', 500, 10), card('G2', 600, 11)], checkpoint: { updatedAt: 11, goodsId: 'G2' } },
      // The second page never comes: the pull fails with the first page and its checkpoint stored.
    ]);
    await expect(pullAllGoods(db, host, 2)).rejects.toThrow();
    expect(await db.goods.count().exec()).toBe(2);
    expect(await checkpoint()).toEqual({ updatedAt: 11, goodsId: 'G2' });
    asked.length = 0;
    await pullAllGoods(db, hostAnswering([{ documents: [card('G2', 650, 13)], checkpoint: { updatedAt: 13, goodsId: 'G2' } }]), 2);
    expect(asked[0]).toMatchObject({ updatedAt: 11, goodsId: 'G2' });
    expect((await db.goods.findOne('G2').exec())?.goodsSalePrice).toBe(650);
  });

  it('fails without moving the checkpoint when the store refuses a page', async () => {
    const broken = { ...card('G1', 500, 10), goodsSalePrice: 'free' } as unknown as Goods;
    await expect(pullAllGoods(db, hostAnswering([{ documents: [broken], checkpoint: { updatedAt: 10, goodsId: 'G1' } }]), 2)).rejects.toThrow();
    expect(await checkpoint()).toBeNull();
  });
});
