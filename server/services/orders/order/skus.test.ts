// @vitest-environment node
// Goods sold by specification (issue 31, decision 033): the shop's table, the detail, the cart, the order and the stock.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { goodsDetail } from '../../../../src/contract/catalogue/goods';
import { cartAdd, cartDelete, cartList, cartUpdate } from '../../../../src/contract/orders/cart';
import { createOrder, fillInOrder, orderDetail } from '../../../../src/contract/orders/order';
import { addNewGoods, updateGoodsInfo } from '../../../../src/contract/shop/goods';
import { addAddress, createBuyers, shopHeaders } from '../../../test-support/checkout';
import { loginByCode } from '../../../test-support/login';
import { goodsDraft, leafGoodsClass } from '../../../test-support/shop-goods';
import { createTestApp, queryRows, userHeaders, type TestApp } from '../../../test-support/test-app';
import { SHOP_OWNER_PHONE } from '../../../test-support/wallet';

let t: TestApp;
let owner: { token: string; shopToken: string };
let buyer: string;
let addressId: string;

const TEE = {
  dimensions: [{ name: '颜色', values: ['红色', '白色'] }, { name: '尺码', values: ['M', 'L'] }],
  skus: [
    { choice: ['红色', 'M'], salePrice: '39.00', stock: 50 },
    { choice: ['红色', 'L'], salePrice: '45.00', stock: 8 },
    { choice: ['白色', 'M'], salePrice: '59.00', stock: 5 },
    { choice: ['白色', 'L'], salePrice: '49.00', stock: 0, onSale: false },
  ],
};

interface Sku { skuId: string; specText: string; salePrice: number; stock: number; onSale: boolean }

/** The shop owner publishes a T-shirt in 2 × 2 specifications; the test puts it on the shelf (tickets are not the point here). */
async function publishTee(): Promise<{ goodsId: string; skus: Sku[] }> {
  const body = await goodsDraft(t, owner.token, await leafGoodsClass(t), { name: '纯棉T恤', specTable: TEE });
  const answer = await t.call(addNewGoods, body, shopHeaders(owner.token, owner.shopToken));
  expect(answer.code).toBe(0);
  await queryRows(t, `update goods set on_shelf = true where id = '${body.goodsId}'`);
  const detail = await t.call(goodsDetail, { goodsId: body.goodsId });
  return { goodsId: body.goodsId, skus: detail.data.skus };
}
const sku = (skus: Sku[], text: string) => skus.find((s) => s.specText === text)!;
const skuStock = async (id: string) => (await queryRows<{ stock: number }>(t, `select stock from goods_skus where id = '${id}'`))[0]!.stock;
const card = async (id: string) => (await queryRows<{ sale_price: number; stock: number; sales: number }>(t, `select sale_price, stock, sales from goods where id = '${id}'`))[0]!;

beforeEach(async () => {
  t = await createTestApp();
  owner = await loginByCode(t, SHOP_OWNER_PHONE);
  ({ token: buyer } = await loginByCode(t, '13912345678'));
  addressId = await addAddress(t, buyer);
});
afterEach(async () => { await t.close(); });

describe('the model (migration 0045)', () => {
  // Kinds priced by their own rule (an auction's current bid, a box's price) keep it on the goods; checkout reads the SKU's.
  it('every goods has its default SKU under its own id with the goods\' figures', async () => {
    const [row] = await queryRows<{ goods: number; missing: number; differing: number }>(t, `select
      (select count(*)::int from goods) as goods,
      (select count(*)::int from goods g where not exists (select 1 from goods_skus s where s.goods_id = g.id)) as missing,
      (select count(*)::int from goods g join goods_skus s on s.id = g.id
        where (s.sale_price <> g.sale_price and g.kind in ('ordinary', 'global', 'ip', 'art', 'gold', 'meta')) or s.stock <> g.stock or s.sales <> g.sales) as differing`);
    expect(row!.goods).toBeGreaterThan(0);
    expect(row).toMatchObject({ missing: 0, differing: 0 });
  });

  it('a shop\'s table gives the detail its dimensions, SKUs and price range, and the card its lowest price and on-sale stock', async () => {
    const { goodsId, skus } = await publishTee();
    const detail = (await t.call(goodsDetail, { goodsId })).data;
    expect(detail.dimensions).toEqual(TEE.dimensions);
    expect(skus.map((s) => [s.specText, s.salePrice, s.stock, s.onSale])).toEqual([
      ['红色 / M', 3900, 50, true], ['红色 / L', 4500, 8, true], ['白色 / M', 5900, 5, true], ['白色 / L', 4900, 0, false],
    ]);
    expect(detail).toMatchObject({ minPrice: 3900, maxPrice: 5900, goodsSalePrice: 3900, stock: 63 });
    expect(await card(goodsId)).toMatchObject({ sale_price: 3900, stock: 63 });
  });

  it('a combination without price and stock cannot be published, and the answer says which', async () => {
    const body = await goodsDraft(t, owner.token, await leafGoodsClass(t), { specTable: { ...TEE, skus: TEE.skus.slice(0, 2) } });
    const answer = await t.call(addNewGoods, body, shopHeaders(owner.token, owner.shopToken));
    expect(answer.code).toBe(4000);
    expect(answer.msg).toContain('「白色 / M」、「白色 / L」未填写售价和库存');
  });
});

describe('cart and order keep the SKU', () => {
  it('refuses a goods with several SKUs named without one, and keeps two SKUs as two lines', async () => {
    const { goodsId, skus } = await publishTee();
    expect((await t.call(cartAdd, { goodsId, num: 1 }, userHeaders(buyer))).msg).toBe('请选择规格');
    await t.call(cartAdd, { goodsId, skuId: sku(skus, '红色 / M').skuId, num: 2 }, userHeaders(buyer));
    const cart = await t.call(cartAdd, { goodsId, skuId: sku(skus, '白色 / M').skuId, num: 1 }, userHeaders(buyer));
    expect(cart.data[0]!.orderGoodsVoList.map((l) => [l.specText, l.goodsSalePrice, l.num, l.stock])).toEqual([['红色 / M', 3900, 2, 50], ['白色 / M', 5900, 1, 5]]);
    const more = await t.call(cartUpdate, { goodsId, skuId: sku(skus, '白色 / M').skuId, num: 6 }, userHeaders(buyer));
    expect(more.msg).toContain('库存不足，最多可购买5件');
    expect((await t.call(cartAdd, { goodsId, skuId: sku(skus, '白色 / L').skuId, num: 1 }, userHeaders(buyer))).msg).toBe('该规格已下架');
    expect((await t.call(cartAdd, { goodsId, skuId: 'SK-not-this-goods', num: 1 }, userHeaders(buyer))).msg).toBe('该规格已下架');
  });

  it('fills in and orders the chosen SKUs: lines keep skuId and text, stock is taken per SKU, sales add up', async () => {
    const { goodsId, skus } = await publishTee();
    const red = sku(skus, '红色 / M');
    const white = sku(skus, '白色 / M');
    await t.call(cartAdd, { goodsId, skuId: red.skuId, num: 2 }, userHeaders(buyer));
    await t.call(cartAdd, { goodsId, skuId: white.skuId, num: 1 }, userHeaders(buyer));
    const filled = await t.call(fillInOrder, { source: 'cart', addressId }, userHeaders(buyer));
    expect(filled.data.goodsTotal).toBe(2 * 3900 + 5900);
    const lines = filled.data.groups.flatMap((g) => g.orderGoodsVoList).map((l) => ({ goodsId, skuId: l.skuId, num: l.num, price: l.goodsSalePrice }));
    const created = await t.call(createOrder, { source: 'cart', addressId, lines }, userHeaders(buyer));
    expect(created.code).toBe(0);
    const order = (await t.call(orderDetail, { orderId: created.data.orderIds[0]! }, userHeaders(buyer))).data;
    expect(order.lines.map((l) => [l.skuId, l.specText, l.price, l.num]).sort((a, b) => b[2]! < a[2]! ? 1 : -1)).toEqual([[red.skuId, '红色 / M', 3900, 2], [white.skuId, '白色 / M', 5900, 1]]);
    expect([await skuStock(red.skuId), await skuStock(white.skuId), await skuStock(sku(skus, '红色 / L').skuId)]).toEqual([48, 4, 8]);
    expect(await card(goodsId)).toMatchObject({ stock: 60, sales: 3 });
    expect((await t.call(cartList, {}, userHeaders(buyer))).data).toEqual([]);
  });

  it('a SKU shelved while in the cart: the line says so and an order naming it is refused', async () => {
    const { goodsId, skus } = await publishTee();
    const red = sku(skus, '红色 / M');
    await t.call(cartAdd, { goodsId, skuId: red.skuId, num: 1 }, userHeaders(buyer));
    const shop = shopHeaders(owner.token, owner.shopToken);
    const current = (await t.call(updateGoodsInfo, { goodsId, base: { name: '纯棉T恤' }, changes: { name: '纯棉T恤' } }, shop)).data;
    const table = { ...TEE, skus: TEE.skus.map((s) => (s.choice.join() === '红色,M' ? { ...s, onSale: false } : s)) };
    const shelved = await t.call(updateGoodsInfo, { goodsId, base: { specTable: current.specTable }, changes: { specTable: table } }, shop);
    expect(shelved.code).toBe(0);
    expect(shelved.data.specTable.skus.find((s) => s.specText === '红色 / M')).toMatchObject({ skuId: red.skuId, onSale: false });
    expect(await card(goodsId)).toMatchObject({ sale_price: 4500, stock: 13 });
    expect((await t.call(cartList, {}, userHeaders(buyer))).data[0]!.orderGoodsVoList[0]).toMatchObject({ skuId: red.skuId, skuOff: true });
    const refused = await t.call(createOrder, { source: 'buyNow', addressId, lines: [{ goodsId, skuId: red.skuId, num: 1, price: 3900 }] }, userHeaders(buyer));
    expect(refused.msg).toContain('该规格已下架');
    expect(await skuStock(red.skuId)).toBe(50);
  });

  it('a goods of one SKU is bought without naming it, as every device did before', async () => {
    const [plain] = await queryRows<{ id: string; sale_price: number }>(t, "select id, sale_price from goods where kind = 'ordinary' and on_shelf and stock >= 5 order by id limit 1");
    await t.call(cartAdd, { goodsId: plain!.id, num: 1 }, userHeaders(buyer));
    const created = await t.call(createOrder, { source: 'cart', addressId, lines: [{ goodsId: plain!.id, num: 1, price: plain!.sale_price }] }, userHeaders(buyer));
    expect(created.code).toBe(0);
    const order = (await t.call(orderDetail, { orderId: created.data.orderIds[0]! }, userHeaders(buyer))).data;
    expect(order.lines[0]).toMatchObject({ skuId: plain!.id, specText: '' });
    expect((await t.call(cartDelete, { goodsIds: [plain!.id] }, userHeaders(buyer))).code).toBe(0);
  });
});

describe('protections', () => {
  it('another shop cannot change the table, a buyer\'s token cannot publish one, and another user cannot touch the line', async () => {
    const { goodsId, skus } = await publishTee();
    const other = await loginByCode(t, '13700001111');
    const foreign = await t.call(updateGoodsInfo, { goodsId, base: {}, changes: { specTable: TEE } }, shopHeaders(other.token, other.shopToken ?? ''));
    expect(foreign.code).not.toBe(0);
    const body = await goodsDraft(t, owner.token, await leafGoodsClass(t), { specTable: TEE });
    expect((await t.call(addNewGoods, body, userHeaders(owner.token))).code).not.toBe(0);
    await t.call(cartAdd, { goodsId, skuId: sku(skus, '红色 / M').skuId, num: 1 }, userHeaders(buyer));
    expect((await t.call(cartUpdate, { goodsId, skuId: sku(skus, '红色 / M').skuId, num: 3 }, userHeaders(other.token))).code).toBe(4004);
    await t.call(cartDelete, { skuIds: [sku(skus, '红色 / M').skuId] }, userHeaders(other.token));
    expect((await t.call(cartList, {}, userHeaders(buyer))).data[0]!.orderGoodsVoList).toHaveLength(1);
  });
});

describe('RELIABILITY 14 per SKU: 200 buyers race for one SKU with stock 50', () => {
  it('gives exactly 50 orders; that SKU ends at 0 and the goods\' other SKUs are untouched', async () => {
    const { goodsId, skus } = await publishTee();
    const red = sku(skus, '红色 / M');
    const buyers = await createBuyers(t, 200, '931');
    const addresses = await Promise.all(buyers.map((b) => addAddress(t, b)));
    const answers = await Promise.all(buyers.map((b, i) => t.call(createOrder, {
      source: 'buyNow', addressId: addresses[i]!, lines: [{ goodsId, skuId: red.skuId, num: 1, price: 3900 }],
    }, userHeaders(b, `sku-race-${i}`))));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(50);
    expect(answers.filter((a) => a.code !== 0).every((a) => a.code === 4201)).toBe(true);
    expect(await skuStock(red.skuId)).toBe(0);
    expect([await skuStock(sku(skus, '红色 / L').skuId), await skuStock(sku(skus, '白色 / M').skuId)]).toEqual([8, 5]);
    expect(await card(goodsId)).toMatchObject({ stock: 13, sales: 50 });
  }, 180_000);
});
