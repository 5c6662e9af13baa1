import { indexedDB, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addRxPlugin } from 'rxdb';
import { RxDBDevModePlugin } from 'rxdb/plugins/dev-mode';
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv';
import { firstValueFrom } from 'rxjs';
import type { ShopGoods } from '../contract/shop/goods';
import { createStarqDatabase, type StarqDatabase } from '../db/database';
import { rewriteLegacyShopGoodsSort, shopGoodsSortNum } from '../db/records/shop-goods-query';
import { removeRecords, upsertRecords } from '../db/records/records';
import { dexieStorage } from '../db/storage';
import { DRAFT_LIVE_QUERIES } from './draft-views';
import { SHOP_GOODS_PULLER } from './shop-goods-pull';

addRxPlugin(RxDBDevModePlugin);

const USER = 'U000002';
const goods = (goodsId: string, updatedAt: number): ShopGoods => ({
  goodsId, kind: 'ordinary', name: `商品${goodsId}`, classId: '010101', salePrice: 100, originalPrice: 0, stock: 1, imgs: [], video: '',
  description: '', detailImgs: [], onShelf: true, offShelfReason: '', sales: 0, updatedAt, kindInfo: null, specs: [], specTable: { dimensions: [], skus: [] },
});

let db: StarqDatabase;

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
}
let n = 0;
beforeEach(async () => {
  const storage = wrappedValidateAjvStorage({ storage: dexieStorage({ indexedDB, IDBKeyRange }) as never });
  db = await createStarqDatabase(storage as never, `shopgoodsorder${++n}`);
});
afterEach(() => db.close());

const listed = async () => (await firstValueFrom(DRAFT_LIVE_QUERIES.shopGoodsView(db, { userId: USER }))).map((g) => g.goodsId);

describe('the shop goods list order (sortNum = −updatedAt)', () => {
  it('lists newest first from the pulled records, ties by id', async () => {
    const docs = [goods('a', 1_795_000_000_000), goods('c', 1_795_000_500_000), goods('b', 1_795_000_500_000), goods('d', 1_700_000_000_000)];
    await upsertRecords(db, 'shop.goods', docs.map((g) => ({ ...SHOP_GOODS_PULLER.toRecord({ ...g, deleted: false }), userId: USER, updatedAt: g.updatedAt })));
    expect(SHOP_GOODS_PULLER.toRecord({ ...docs[0]!, deleted: false }).sortNum).toBe(-1_795_000_000_000);
    expect(await listed()).toEqual(['b', 'c', 'a', 'd']);
  });

  it('emits again when a write touches the owner\'s goods, not for another owner\'s', async () => {
    const seen: string[][] = [];
    const sub = DRAFT_LIVE_QUERIES.shopGoodsView(db, { userId: USER }).subscribe((rows) => seen.push(rows.map((g) => g.goodsId)));
    await until(() => seen.length === 1);
    const write = (userId: string, g: ShopGoods) => upsertRecords(db, 'shop.goods', [{ ...SHOP_GOODS_PULLER.toRecord({ ...g, deleted: false }), userId, updatedAt: g.updatedAt }]);
    await write(USER, goods('p', 1_795_000_000_000));
    await until(() => seen.at(-1)!.includes('p'));
    const count = seen.length;
    await write('U000009', goods('q', 1_796_000_000_000));
    await write(USER, goods('r', 1_797_000_000_000));
    await until(() => seen.at(-1)!.includes('r'));
    expect(seen.at(-1)).toEqual(['r', 'p']);
    expect(seen.length).toBe(count + 1);
    await removeRecords(db, 'shop.goods', USER, ['p']);
    await until(() => !seen.at(-1)!.includes('p'));
    expect(seen.at(-1)).toEqual(['r']);
    sub.unsubscribe();
  });

  it('rewrites rows an older app stored with updatedAt as their sort key, once', async () => {
    const old = [goods('x', 1_795_000_000_000), goods('y', 1_796_000_000_000)];
    await upsertRecords(db, 'shop.goods', old.map((g) => ({ recordId: g.goodsId, userId: USER, sortNum: g.updatedAt, updatedAt: g.updatedAt, data: g })));
    const fresh = goods('z', 1_795_500_000_000);
    await upsertRecords(db, 'shop.goods', [{ recordId: 'z', userId: USER, sortNum: shopGoodsSortNum(fresh.updatedAt), updatedAt: fresh.updatedAt, data: fresh }]);
    expect(await rewriteLegacyShopGoodsSort(db, USER)).toBe(2);
    expect(await rewriteLegacyShopGoodsSort(db, USER)).toBe(0);
    expect(await listed()).toEqual(['y', 'z', 'x']);
  });
});
