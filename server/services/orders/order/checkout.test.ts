// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cartAdd, cartList, cartUpdate } from '../../../../src/contract/orders/cart';
import { createOrder, fillInOrder, orderDetail, orderList } from '../../../../src/contract/orders/order';
import { PAY_TIMEOUT_MS } from '../../../../src/domain/checkout';
import { JOB_HANDLERS } from '../../../jobs/handlers';
import { runDueJobs } from '../../../jobs/queue';
import { addAddress, buyNow, createBuyers, goodsInShops, type PickedGoods } from '../../../test-support/checkout';
import { loginByCode } from '../../../test-support/login';
import { createTestApp, queryRows, userHeaders, type TestApp } from '../../../test-support/test-app';

let t: TestApp;
let token: string;
let addressId: string;
let a: PickedGoods;
let b: PickedGoods;

const stockOf = async (id: string) => (await queryRows<{ stock: number }>(t, `select stock from goods where id = '${id}'`))[0]!.stock;
// The seed's past orders (O-SEED-…, O-SEEDB-…, O-SEEDC-…) are not this test's.
const orderCount = async () => (await queryRows<{ n: number }>(t, "select count(*)::int as n from orders where id not like 'O-SEED%'"))[0]!.n;

beforeEach(async () => {
  t = await createTestApp();
  ({ token } = await loginByCode(t, '13912345678'));
  addressId = await addAddress(t, token);
  [a, b] = (await goodsInShops(t, 2)) as [PickedGoods, PickedGoods];
});
afterEach(async () => { await t.close(); });

describe('fill-in order and create', () => {
  it('answers the selected cart lines grouped by shop with host prices, the default address and the express fee', async () => {
    await t.call(cartAdd, { goodsId: a.id, num: 2 }, userHeaders(token));
    await t.call(cartAdd, { goodsId: b.id, num: 1 }, userHeaders(token));
    const fill = await t.call(fillInOrder, { source: 'cart' }, userHeaders(token));
    expect(fill.code).toBe(0);
    expect(fill.data.groups.map((g) => g.shopId).sort()).toEqual([a.shop_id, b.shop_id].sort());
    expect(fill.data.goodsTotal).toBe(a.sale_price * 2 + b.sale_price);
    expect(fill.data.total).toBe(fill.data.goodsTotal + fill.data.expressFee);
    expect(fill.data.address?.addressId).toBe(addressId);
  });

  it('creates one order per shop in one transaction, takes the stock and empties the ordered cart lines', async () => {
    await t.call(cartAdd, { goodsId: a.id, num: 2 }, userHeaders(token));
    await t.call(cartAdd, { goodsId: b.id, num: 1 }, userHeaders(token));
    const created = await t.call(createOrder, {
      source: 'cart', addressId, remark: '请尽快发货',
      lines: [{ goodsId: a.id, num: 2, price: a.sale_price }, { goodsId: b.id, num: 1, price: b.sale_price }],
    }, userHeaders(token, 'order-1'));
    expect(created.code).toBe(0);
    expect(created.data.orderIds).toHaveLength(2);
    expect(await stockOf(a.id)).toBe(a.stock - 2);
    expect((await t.call(cartList, {}, userHeaders(token))).data).toEqual([]);
    const list = await t.call(orderList, { status: 'UNPAID' }, userHeaders(token));
    expect(list.data.total).toBe(2);
    expect(list.data.list.every((o) => o.status === 'UNPAID')).toBe(true);
  });

  it('refuses a changed price with the goods name and writes nothing', async () => {
    const answer = await buyNow(t, token, { ...a, sale_price: a.sale_price + 100 }, addressId);
    expect(answer.code).toBe(4203);
    expect(answer.msg).toContain('价格已变化');
    expect(await stockOf(a.id)).toBe(a.stock);
    expect(await orderCount()).toBe(0);
  });

  it('refuses more than the stock and rolls back the lines already taken', async () => {
    const answer = await t.call(createOrder, {
      source: 'buyNow', addressId, lines: [{ goodsId: a.id, num: a.stock + 1, price: a.sale_price }],
    }, userHeaders(token));
    expect(answer.code).toBe(4201);
    expect(await stockOf(a.id)).toBe(a.stock);
  });
});

describe('RELIABILITY 14: 200 buyers race for stock 50', () => {
  it('gives exactly 50 orders, stock 0, never negative', async () => {
    await t.database.db.execute(`update goods set stock = 50 where id = '${a.id}'` as never);
    const buyers = await createBuyers(t, 200, '777');
    const addresses = await Promise.all(buyers.map((buyer) => addAddress(t, buyer)));
    const answers = await Promise.all(buyers.map((buyer, i) => buyNow(t, buyer, a, addresses[i]!, `race-${i}`)));
    expect(answers.filter((x) => x.code === 0)).toHaveLength(50);
    expect(answers.filter((x) => x.code !== 0).every((x) => x.code === 4201 && x.msg.includes('库存不足'))).toBe(true);
    expect(await stockOf(a.id)).toBe(0);
    expect(await orderCount()).toBe(50);
  }, 120_000);
});

describe('RELIABILITY 15: the same order submitted twice', () => {
  it('a double tap or replay with one key gives one order and the same answer', async () => {
    const first = await buyNow(t, token, a, addressId, 'tap-1');
    const again = await buyNow(t, token, a, addressId, 'tap-1');
    expect(again).toEqual(first);
    const racing = await Promise.all([1, 2, 3].map(() => buyNow(t, token, b, addressId, 'tap-2')));
    expect(new Set(racing.map((r) => r.data.orderIds[0])).size).toBe(1);
    expect(await orderCount()).toBe(2);
    expect(await stockOf(a.id)).toBe(a.stock - 1);
  });
});

describe('RELIABILITY 22: buy-now does not leave the goods in the cart', () => {
  it('orders the one line and leaves the cart as it was', async () => {
    await t.call(cartAdd, { goodsId: b.id, num: 1 }, userHeaders(token));
    await t.call(cartUpdate, { goodsId: b.id, selected: true }, userHeaders(token));
    expect((await buyNow(t, token, a, addressId)).code).toBe(0);
    const cart = (await t.call(cartList, {}, userHeaders(token))).data.flatMap((g) => g.orderGoodsVoList.map((l) => l.goodsId));
    expect(cart).toEqual([b.id]);
  });
});

describe('the pay deadline job of unpaid orders (docs/decisions/023)', () => {
  it(`cancels an order unpaid after ${PAY_TIMEOUT_MS / 60_000} minutes once, when its job runs, and gives its stock back once`, async () => {
    const created = await buyNow(t, token, a, addressId, undefined, 3);
    const orderId = created.data.orderIds[0]!;
    expect(await stockOf(a.id)).toBe(a.stock - 3);
    const detail = async () => (await t.call(orderDetail, { orderId }, userHeaders(token))).data;
    expect(await runDueJobs(t.database.db, JOB_HANDLERS, t.clock.now + PAY_TIMEOUT_MS - 1)).toBe(0);
    // Reads cancel nothing: past the deadline the order waits for its job (and the pay path refuses it meanwhile).
    t.clock.now += PAY_TIMEOUT_MS + 1000;
    expect((await detail()).status).toBe('UNPAID');
    expect(await runDueJobs(t.database.db, JOB_HANDLERS, t.clock.now)).toBe(1);
    expect(await detail()).toMatchObject({ status: 'CANCELLED', cancelReason: expect.stringContaining('未支付') });
    expect(await stockOf(a.id)).toBe(a.stock);
    expect(await runDueJobs(t.database.db, JOB_HANDLERS, t.clock.now + 60_000)).toBe(0);
    const [job] = await queryRows<{ status: string; attempts: number }>(t, `select status, attempts from jobs where kind = 'order.payDeadline' and key = '${orderId}'`);
    expect(job).toEqual({ status: 'DONE', attempts: 1 });
    expect(await stockOf(a.id)).toBe(a.stock);
  });
});
