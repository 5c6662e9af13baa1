// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cartAdd, cartDelete, cartList, cartSelectShop, cartUpdate } from '../../../../src/contract/orders/cart';
import { createTestApp, queryRows, userHeaders, type TestApp } from '../../../test-support/test-app';
import { loginByCode } from '../../../test-support/login';

let t: TestApp;
let token: string;

async function pickGoods(where: string): Promise<{ id: string; shop_id: string; stock: number }[]> {
  return queryRows(t, `select id, shop_id, stock from goods where ${where} order by id`);
}

async function inTwoShops() {
  const rows = await pickGoods("kind = 'ordinary' and on_shelf and stock >= 10");
  const first = rows[0]!;
  const second = rows.find((r) => r.shop_id !== first.shop_id)!;
  return [first, second] as const;
}

beforeEach(async () => {
  t = await createTestApp();
  ({ token } = await loginByCode(t, '13912345678'));
});
afterEach(async () => { await t.close(); });

describe('cart', () => {
  it('adds goods from two shops and answers the cart grouped by shop', async () => {
    const [a, b] = await inTwoShops();
    await t.call(cartAdd, { goodsId: a.id, num: 1 }, userHeaders(token));
    const answer = await t.call(cartAdd, { goodsId: b.id, num: 2 }, userHeaders(token));
    expect(answer.code).toBe(0);
    expect(answer.data).toHaveLength(2);
    const lines = answer.data.flatMap((g: { orderGoodsVoList: unknown[] }) => g.orderGoodsVoList);
    expect(lines).toEqual(expect.arrayContaining([
      expect.objectContaining({ goodsId: a.id, num: 1, selected: true }),
      expect.objectContaining({ goodsId: b.id, num: 2 }),
    ]));
  });

  it('adding the same goods again adds to the line', async () => {
    const [a] = await inTwoShops();
    await t.call(cartAdd, { goodsId: a.id, num: 1 }, userHeaders(token));
    const answer = await t.call(cartAdd, { goodsId: a.id, num: 2 }, userHeaders(token));
    expect(answer.data[0]!.orderGoodsVoList[0]!.num).toBe(3);
  });

  it('the cart\'s + adds one and leaves an unselected line unselected; adding from a goods page selects it (issue 34.9)', async () => {
    const [a] = await inTwoShops();
    await t.call(cartAdd, { goodsId: a.id, num: 1 }, userHeaders(token));
    await t.call(cartUpdate, { goodsId: a.id, selected: false }, userHeaders(token));
    const plus = await t.call(cartAdd, { goodsId: a.id, num: 1, keepSelection: true }, userHeaders(token));
    expect(plus.data[0]!.orderGoodsVoList[0]).toMatchObject({ num: 2, selected: false });
    const fromGoodsPage = await t.call(cartAdd, { goodsId: a.id, num: 1 }, userHeaders(token));
    expect(fromGoodsPage.data[0]!.orderGoodsVoList[0]).toMatchObject({ num: 3, selected: true });
  });

  it('changes quantity and selection, and deletes lines', async () => {
    const [a, b] = await inTwoShops();
    await t.call(cartAdd, { goodsId: a.id, num: 1 }, userHeaders(token));
    await t.call(cartAdd, { goodsId: b.id, num: 1 }, userHeaders(token));
    const updated = await t.call(cartUpdate, { goodsId: a.id, num: 4 }, userHeaders(token));
    expect(updated.data.find((g: { shopId: string }) => g.shopId === a.shop_id)!.orderGoodsVoList[0]!.num).toBe(4);
    const unselected = await t.call(cartSelectShop, { shopId: b.shop_id, selected: false }, userHeaders(token));
    expect(unselected.data.find((g: { shopId: string }) => g.shopId === b.shop_id)!.orderGoodsVoList[0]!.selected).toBe(false);
    const deleted = await t.call(cartDelete, { goodsIds: [a.id] }, userHeaders(token));
    expect(deleted.data).toHaveLength(1);
    expect(deleted.data[0]!.shopId).toBe(b.shop_id);
  });

  it('refuses more than the stock, sold-out goods, and kinds with their own purchase flow', async () => {
    const [a] = await inTwoShops();
    const tooMany = await t.call(cartAdd, { goodsId: a.id, num: a.stock + 1 }, userHeaders(token));
    expect(tooMany).toMatchObject({ code: 4201 });
    expect(tooMany.msg).toContain('库存不足');
    const [soldOut] = await pickGoods("kind = 'ordinary' and on_shelf and stock = 0");
    if (soldOut) expect((await t.call(cartAdd, { goodsId: soldOut.id, num: 1 }, userHeaders(token))).msg).toBe('商品已售罄');
    const [auction] = await pickGoods("kind = 'auction'");
    expect((await t.call(cartAdd, { goodsId: auction!.id, num: 1 }, userHeaders(token))).msg).toBe('该商品不支持加入购物车');
    expect((await t.call(cartList, {}, userHeaders(token))).data).toEqual([]);
  });

  it('keeps every user to their own cart', async () => {
    const [a] = await inTwoShops();
    await t.call(cartAdd, { goodsId: a.id, num: 1 }, userHeaders(token));
    const other = await loginByCode(t, '13700001111');
    expect((await t.call(cartList, {}, userHeaders(other.token))).data).toEqual([]);
    await t.call(cartDelete, { goodsIds: [a.id] }, userHeaders(other.token));
    expect((await t.call(cartUpdate, { goodsId: a.id, num: 5 }, userHeaders(other.token))).code).toBe(4004);
    expect((await t.call(cartList, {}, userHeaders(token))).data[0]!.orderGoodsVoList[0]!.num).toBe(1);
  });

  it('needs a login', async () => {
    expect((await t.call(cartList, {}, userHeaders(''))).code).toBe(4012);
  });
});

describe('idempotency (RELIABILITY 2, 15)', () => {
  it('a replayed key gets the first answer and acts once (lost response, then retry)', async () => {
    const [a] = await inTwoShops();
    const first = await t.call(cartAdd, { goodsId: a.id, num: 1 }, userHeaders(token, 'key-1'));
    // The client never saw `first` (connection cut after commit) and retries with the same key.
    const retry = await t.call(cartAdd, { goodsId: a.id, num: 1 }, userHeaders(token, 'key-1'));
    expect(retry).toEqual(first);
    expect((await t.call(cartList, {}, userHeaders(token))).data[0]!.orderGoodsVoList[0]!.num).toBe(1);
  });

  it('two concurrent requests with one key act once', async () => {
    const [a] = await inTwoShops();
    const answers = await Promise.all([1, 2, 3].map(() => t.call(cartAdd, { goodsId: a.id, num: 1 }, userHeaders(token, 'key-2'))));
    expect(answers.every((x) => x.code === 0)).toBe(true);
    expect((await t.call(cartList, {}, userHeaders(token))).data[0]!.orderGoodsVoList[0]!.num).toBe(1);
  });

  it('stores a refusal with its key: the replay is refused the same way', async () => {
    const [a] = await inTwoShops();
    const refused = await t.call(cartAdd, { goodsId: a.id, num: a.stock + 1 }, userHeaders(token, 'key-3'));
    expect(refused.code).toBe(4201);
    expect(await t.call(cartAdd, { goodsId: a.id, num: a.stock + 1 }, userHeaders(token, 'key-3'))).toEqual(refused);
  });

  it('a key is scoped to its user', async () => {
    const [a] = await inTwoShops();
    await t.call(cartAdd, { goodsId: a.id, num: 1 }, userHeaders(token, 'shared-key'));
    const other = await loginByCode(t, '13700001111');
    const answer = await t.call(cartAdd, { goodsId: a.id, num: 2 }, userHeaders(other.token, 'shared-key'));
    expect(answer.data[0]!.orderGoodsVoList[0]!.num).toBe(2);
  });
});
