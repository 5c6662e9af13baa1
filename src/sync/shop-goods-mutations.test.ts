import { indexedDB, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addRxPlugin } from 'rxdb';
import { RxDBDevModePlugin } from 'rxdb/plugins/dev-mode';
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv';
import type { ShopGoods } from '../contract/shop/goods';
import type { OutboxEntry } from '../db/collections/outbox';
import { createStarqDatabase, type StarqDatabase } from '../db/database';
import { dexieStorage } from '../db/storage';
import { SHOP_GOODS_MUTATIONS } from './shop-goods-mutations';

addRxPlugin(RxDBDevModePlugin);

let db: StarqDatabase;
let n = 0;
beforeEach(async () => {
  const storage = wrappedValidateAjvStorage({ storage: dexieStorage({ indexedDB, IDBKeyRange }) as never });
  db = await createStarqDatabase(storage as never, `shopgoodsmutations${++n}`);
});
afterEach(() => db.close());

const entry = (id: string, seq: number, name: string, goodsId: string, status: OutboxEntry['status'], args: Record<string, unknown> = {}): OutboxEntry => ({
  id, seq, clientId: id, userId: 'U1', name, args: { goodsId, ...args }, preview: {}, createdAt: seq, status,
  errorCode: status === 'rejected' ? 4303 : 0, errorMsg: status === 'rejected' ? '上架券不足，请先购买上架券' : '', attempts: 1,
});
const goods = (goodsId: string, onShelf: boolean) => ({
  goodsId, kind: 'ordinary', name: '青瓷茶具', classId: 'C1', salePrice: 9900, originalPrice: 12_800, stock: 20, imgs: [], video: '', description: '',
  onShelf, offShelfReason: '', sales: 0, updatedAt: 5000, kindInfo: null, specs: [],
}) as ShopGoods;
const outboxIds = async () => (await db.outbox.find().exec()).map((doc) => doc.id).sort();

describe('a confirmed change to a goods (issue 33.4)', () => {
  it('drops the earlier refused quick edits of that goods, and leaves other goods\' refusals and later entries alone', async () => {
    await db.outbox.bulkInsert([
      entry('o1', 1, 'shopGoods.shelf', 'G1', 'rejected', { onShelf: true }),
      entry('o2', 2, 'shopGoods.update', 'G1', 'rejected', { base: {}, changes: { salePrice: '69' } }),
      entry('o3', 3, 'shopGoods.shelf', 'G2', 'rejected', { onShelf: true }),
      entry('o5', 5, 'shopGoods.update', 'G1', 'pending', { base: {}, changes: { stock: '9' } }),
    ]);
    const confirmed = entry('o4', 4, 'shopGoods.shelf', 'G1', 'pending', { onShelf: true });
    await SHOP_GOODS_MUTATIONS['shopGoods.shelf'].confirm(db, goods('G1', true), confirmed);
    expect(await outboxIds()).toEqual(['o3', 'o5']);
  });
});
