import { indexedDB, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addRxPlugin } from 'rxdb';
import { RxDBDevModePlugin } from 'rxdb/plugins/dev-mode';
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv';
import type { ApiClient } from '../api/client';
import { CODES } from '../contract/codes';
import { pullShopGoods, type ShopGoods } from '../contract/shop/goods';
import { recordKey } from '../db/records/records';
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
  goodsId, kind: 'ordinary', name: '青瓷茶具', classId: 'C1', salePrice: 9900, originalPrice: 12_800, stock: 20, imgs: [], video: '', description: '', detailImgs: [],
  onShelf, offShelfReason: '', sales: 0, updatedAt: 5000, kindInfo: null, specs: [], specTable: { dimensions: [], skus: [] },
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

describe('a quick edit refused because the goods changed elsewhere (issue 33.5)', () => {
  it('reads the goods again at once, so the list shows the host\'s price beside the refusal, not the old copy', async () => {
    await SHOP_GOODS_MUTATIONS['shopGoods.update'].confirm(db, { ...goods('G1', true), salePrice: 7900, updatedAt: 4000 }, entry('o0', 0, 'shopGoods.update', 'G1', 'pending'));
    const asked: string[] = [];
    const host = { call: async (call: { name: string }) => {
      asked.push(call.name);
      return { documents: [{ ...goods('G1', true), salePrice: 9900, updatedAt: 6000, deleted: false }], checkpoint: { updatedAt: 6000, id: 'G1' }, more: false };
    } } as unknown as ApiClient;
    const refused = entry('o1', 1, 'shopGoods.update', 'G1', 'rejected', { changes: { salePrice: '69' } });
    await SHOP_GOODS_MUTATIONS['shopGoods.update'].refused!(db, host, refused, CODES.goodsChanged);
    expect(asked).toEqual([pullShopGoods.name]);
    const stored = await db.records.findOne(recordKey('U1', 'shop.goods', 'G1')).exec();
    expect((stored?.data as ShopGoods | undefined)?.salePrice).toBe(9900);

    // Any other refusal (上架券不足) is about the change, not a stale copy: nothing is read.
    asked.length = 0;
    await SHOP_GOODS_MUTATIONS['shopGoods.shelf'].refused!(db, host, refused, 4303);
    expect(asked).toEqual([]);
  });
});
