// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { integralCreateOrder, integralPay, integralPayInfo } from '../../../../src/contract/kinds/integral-order';
import { cartAdd } from '../../../../src/contract/orders/cart';
import { orderDetail } from '../../../../src/contract/orders/order';
import { classGoodsList } from '../../../../src/contract/catalogue/goods-list';
import { integralGoodsDetail } from '../../../../src/contract/catalogue/goods-detail';
import { memberPay } from '../../../../src/contract/orders/pay';
import { addAddress, buyNow, createBuyers, creditBalance, PAY_PASSWORD, setPayPasswordByCode, shopHeaders, type PickedGoods } from '../../../test-support/checkout';
import { loginByCode } from '../../../test-support/login';
import { createTestApp, moneyHeaders, queryRows, userHeaders, type TestApp } from '../../../test-support/test-app';
import { balanceOf, platformAccount, userAccount } from '../../../ledger/accounts';
import { post } from '../../../ledger/post';
import { refundApply, refundShowInfo, shopApproveAfterSales, shopRefund } from '../../../../src/contract/orders/after-sales';
import { INTEGRAL_MESSAGES, returnOrderPoints } from './integral-order';

const PHONE = '13912346601';
let t: TestApp;
let buyer: { token: string; userId: string; shopToken: string };
let addressId: string;
let goodsId: string;
const POINTS = 300;

const points = async (userId: string) => (await balanceOf(t.database.db, userAccount(userId, 'POINT'))).posted;
const stockOf = async () => (await queryRows<{ stock: number }>(t, `select stock from goods where id = '${goodsId}'`))[0]!.stock;
const postings = async (kind: string, ref: string) =>
  Number((await queryRows<{ n: string }>(t, `select count(*) as n from ledger_txns where kind = '${kind}' and ref_id = '${ref}'`))[0]!.n);

async function givePoints(userId: string, amount: number) {
  await post(t.database.db, {
    kind: 'POINTS', refId: `test:${randomUUID()}`, memo: '测试积分',
    legs: [{ account: platformAccount('PROMO', 'POINT'), amount: -amount }, { account: userAccount(userId, 'POINT'), amount }],
  }, t.clock.now);
}

async function createOrder(token: string, address = addressId, num = 1) {
  return t.call(integralCreateOrder, { goodsId, num, points: POINTS, addressId: address, remark: '' }, moneyHeaders(token));
}

beforeEach(async () => {
  t = await createTestApp();
  buyer = await loginByCode(t, PHONE);
  addressId = await addAddress(t, buyer.token);
  await setPayPasswordByCode(t, buyer.token, PHONE);
  const [row] = await queryRows<{ id: string }>(t, "select id from goods where kind = 'integral' and on_shelf and shop_id = 'S0001' order by id limit 1");
  goodsId = row!.id;
  await queryRows(t, `update goods set stock = 5, extra = '{"points": ${POINTS}}'::jsonb where id = '${goodsId}'`);
});
afterEach(async () => { await t.close(); });

describe('integral goods paid with points (issue 17)', () => {
  it('a list and the detail say what an integral goods costs in points, so its card need not show a price', async () => {
    const list = await t.call(classGoodsList, { goodsKind: 'integral', pageSize: 100 });
    expect(list.data.goodsList.find((g) => g.goodsId === goodsId)?.points).toBe(POINTS);
    expect(list.data.goodsList.every((g) => g.goodsKind === 'integral' && g.points! > 0)).toBe(true);
    const ordinary = await t.call(classGoodsList, { goodsKind: 'ordinary', pageSize: 10 });
    expect(ordinary.data.goodsList.some((g) => g.points !== undefined)).toBe(false);
    const detail = await t.call(integralGoodsDetail, { goodsId });
    expect(detail.data).toMatchObject({ points: POINTS });
  });

  it('orders with the points seen, takes stock, pays with points once and moves the order on', async () => {
    await givePoints(buyer.userId, 1000);
    const changed = await t.call(integralCreateOrder, { goodsId, num: 1, points: POINTS - 1, addressId, remark: '' }, moneyHeaders(buyer.token));
    expect(changed).toMatchObject({ code: 4203 });
    const created = await createOrder(buyer.token);
    expect(created.code, created.msg).toBe(0);
    expect(created.data.points).toBe(POINTS);
    expect(await stockOf()).toBe(4);
    const [order] = await queryRows<{ total: number; status: string }>(t, `select total, status from orders where id = '${created.data.orderId}'`);
    expect(order).toMatchObject({ total: 0, status: 'UNPAID' });
    // The order as the buyer reads it says what it costs in points (issue 34.12), not ¥0.00.
    const read = await t.call(orderDetail, { orderId: created.data.orderId }, userHeaders(buyer.token));
    expect(read.data).toMatchObject({ total: 0, points: POINTS });

    const info = await t.call(integralPayInfo, { orderId: created.data.orderId }, userHeaders(buyer.token));
    expect(info.data).toMatchObject({ points: POINTS, balance: 1000, paid: false, hasPayPassword: true, num: 1 });

    const wrong = await t.call(integralPay, { orderId: created.data.orderId, payPassword: '000000' }, moneyHeaders(buyer.token));
    expect(wrong.code).not.toBe(0);
    expect(await points(buyer.userId)).toBe(1000);

    const paid = await t.call(integralPay, { orderId: created.data.orderId, payPassword: PAY_PASSWORD }, moneyHeaders(buyer.token));
    expect(paid.code, paid.msg).toBe(0);
    expect(paid.data).toMatchObject({ points: POINTS, balance: 700 });
    const again = await t.call(integralPay, { orderId: created.data.orderId, payPassword: PAY_PASSWORD }, moneyHeaders(buyer.token));
    expect(again).toMatchObject({ code: 4009, msg: INTEGRAL_MESSAGES.alreadyPaid });
    expect(await points(buyer.userId)).toBe(700);
    expect(await postings('INTEGRAL_PAY', created.data.orderId)).toBe(1);
    const [after] = await queryRows<{ status: string }>(t, `select status from orders where id = '${created.data.orderId}'`);
    expect(after!.status).toBe('UNDELIVERED');
  });

  it('refuses an order and a payment when the points are short, with the numbers', async () => {
    await givePoints(buyer.userId, POINTS - 1);
    const short = await createOrder(buyer.token);
    expect(short).toMatchObject({ code: 4303, msg: INTEGRAL_MESSAGES.pointsShort(POINTS, POINTS - 1) });
    expect(await stockOf()).toBe(5);

    await givePoints(buyer.userId, 1);
    const created = await createOrder(buyer.token);
    expect(created.code, created.msg).toBe(0);
    // the points are spent elsewhere before the payment
    await post(t.database.db, {
      kind: 'POINTS', refId: `test:${randomUUID()}`, memo: '测试扣减',
      legs: [{ account: platformAccount('PROMO', 'POINT'), amount: 10 }, { account: userAccount(buyer.userId, 'POINT'), amount: -10 }],
    }, t.clock.now);
    const refused = await t.call(integralPay, { orderId: created.data.orderId, payPassword: PAY_PASSWORD }, moneyHeaders(buyer.token));
    expect(refused).toMatchObject({ code: 4303, msg: INTEGRAL_MESSAGES.pointsShort(POINTS, POINTS - 10) });
    expect(await points(buyer.userId)).toBe(POINTS - 10);
    const [order] = await queryRows<{ status: string }>(t, `select status from orders where id = '${created.data.orderId}'`);
    expect(order!.status).toBe('UNPAID');
  });

  it('an after-sales refund returns the points once (not money), and the stock once', async () => {
    await givePoints(buyer.userId, 1000);
    const created = await createOrder(buyer.token, addressId, 2);
    const orderId = created.data.orderId;
    await t.call(integralPay, { orderId, payPassword: PAY_PASSWORD }, moneyHeaders(buyer.token));
    expect(await points(buyer.userId)).toBe(1000 - 2 * POINTS);
    expect(await stockOf()).toBe(3);
    const owner = await loginByCode(t, '13800000002');
    const shop = (key = true) => shopHeaders(owner.token, owner.shopToken, key ? `k-${randomUUID()}` : undefined);
    const info = await t.call(refundShowInfo, { orderId }, userHeaders(buyer.token));
    expect(info.data.maxAmount).toBe(0);
    const applied = await t.call(refundApply, { orderId, kind: 'REFUND_ONLY', reason: '不想要了', amount: 0 }, moneyHeaders(buyer.token));
    expect(applied.code, applied.msg).toBe(0);
    const requestId = applied.data.afterSalesId;
    expect((await t.call(shopApproveAfterSales, { afterSalesId: requestId, note: '同意' }, shop(false))).code).toBe(0);
    const refunded = await t.call(shopRefund, { afterSalesId: requestId }, shop());
    expect(refunded.code, refunded.msg).toBe(0);
    expect(await points(buyer.userId)).toBe(1000);
    expect(await stockOf()).toBe(5);
    expect(await postings('INTEGRAL_REFUND', orderId)).toBe(1);
    expect(await postings('REFUND', requestId)).toBe(0);
    expect((await t.call(shopRefund, { afterSalesId: requestId }, shop())).code).not.toBe(0);
    const db = t.database.db;
    const now = t.clock.now;
    // a second refund of the same order (replayed rule) gives nothing more
    expect(await db.transaction((tx) => returnOrderPoints(tx, orderId, now))).toBe(0);
    expect(await points(buyer.userId)).toBe(1000);
    expect(await stockOf()).toBe(5);
    const [order] = await queryRows<{ status: string }>(t, `select status from orders where id = '${orderId}'`);
    expect(order!.status).toBe('CANCELLED');
  });

  it('refuses another user\'s order and a shop token without a user', async () => {
    await givePoints(buyer.userId, 1000);
    const created = await createOrder(buyer.token);
    const [other] = await createBuyers(t, 1, '661');
    const otherAddress = await addAddress(t, other!);
    expect((await t.call(integralPayInfo, { orderId: created.data.orderId }, userHeaders(other!))).code).not.toBe(0);
    const stolen = await t.call(integralPay, { orderId: created.data.orderId, payPassword: PAY_PASSWORD }, moneyHeaders(other!));
    expect(stolen.code).not.toBe(0);
    // someone else's address cannot be used
    expect((await createOrder(buyer.token, otherAddress)).code).not.toBe(0);
    // a shop's token (no user token) is refused: the calls are the buyer's
    const owner = await loginByCode(t, '13800000002');
    const asShop = await t.raw(integralPay, { orderId: created.data.orderId, payPassword: PAY_PASSWORD }, { ...shopHeaders('', owner.shopToken, `k-${randomUUID()}`) });
    expect(asShop.json().code).not.toBe(0);
    expect(await points(buyer.userId)).toBe(1000);
  });

  it('takes the points once when the same order is paid twice at the same time', async () => {
    await givePoints(buyer.userId, 1000);
    const created = await createOrder(buyer.token);
    const orderId = created.data.orderId;
    const answers = await Promise.all([1, 2, 3].map(() => t.call(integralPay, { orderId, payPassword: PAY_PASSWORD }, moneyHeaders(buyer.token))));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(await points(buyer.userId)).toBe(1000 - POINTS);
    expect(await postings('INTEGRAL_PAY', orderId)).toBe(1);
  });

  it('sells the last stock once when six buyers order it at the same time', async () => {
    await queryRows(t, `update goods set stock = 1 where id = '${goodsId}'`);
    const tokens = await createBuyers(t, 6, '662');
    const buyers = await Promise.all(tokens.map(async (token, i) => {
      await givePoints(`T662${i}`, 1000);
      return { token, address: await addAddress(t, token) };
    }));
    const answers = await Promise.all(buyers.map((b) => createOrder(b.token, b.address)));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.code === 4201)).toHaveLength(5);
    expect(await stockOf()).toBe(0);
  });
});

describe('IP, art, gold and metaverse goods bought at their sale price (issue 17)', () => {
  it('buys one of each kind now through the ordinary checkout path and pays it; the cart still refuses them', async () => {
    await creditBalance(t, PHONE, 10_000_000);
    for (const kind of ['ip', 'art', 'gold', 'meta']) {
      const [item] = await queryRows<PickedGoods>(t,
        `select id, shop_id, stock, sale_price from goods where kind = '${kind}' and on_shelf and stock > 0 order by sale_price, id limit 1`);
      const changed = await buyNow(t, buyer.token, { ...item!, sale_price: item!.sale_price + 1 }, addressId, `k-${randomUUID()}`);
      expect(changed.code, kind).toBe(4203);
      const order = await buyNow(t, buyer.token, item!, addressId, `k-${randomUUID()}`);
      expect(order.code, `${kind}: ${order.msg}`).toBe(0);
      const [stock] = await queryRows<{ stock: number }>(t, `select stock from goods where id = '${item!.id}'`);
      expect(stock!.stock).toBe(item!.stock - 1);
      const paid = await t.call(memberPay, { orderIds: order.data.orderIds[0]!, payPassword: PAY_PASSWORD }, moneyHeaders(buyer.token));
      expect(paid.code, paid.msg).toBe(0);
      expect((await t.call(cartAdd, { goodsId: item!.id, num: 1 }, moneyHeaders(buyer.token))).code).not.toBe(0);
      const zero = await t.call(refundApply, { orderId: order.data.orderIds[0]!, kind: 'REFUND_ONLY', reason: '不想要了', amount: 0 }, moneyHeaders(buyer.token));
      expect(zero.code).not.toBe(0);
    }
  });
});
