// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  confirmExchange, refundApply, refundUsersFindInfo, returnGoods, shopApproveAfterSales, shopConfirmReturn, shopRedeliver,
  shopRefuseAfterSales, shopTerminateAfterSales,
} from '../../../../src/contract/orders/after-sales';
import { orderDetail, orderLogistics, shopDeliverOrder } from '../../../../src/contract/orders/order';
import { pullShopAfterSales, pullShopOrders } from '../../../../src/contract/shop/orders';
import { CHECKOUT_MESSAGES } from '../../../../src/domain/messages';
import { addAddress, creditBalance, goodsOfShop, payNow, setPayPasswordByCode, shopHeaders, type PickedGoods } from '../../../test-support/checkout';
import { loginByCode } from '../../../test-support/login';
import { createTestApp, queryRows, userHeaders, type TestApp } from '../../../test-support/test-app';
import { readRoom } from '../../../live/rooms';
import { noticeRoom } from '../../../live/notices';
import { saveNoticeSwitch } from '../../account/settings/notice-settings';

const BUYER_PHONE = '13912340001';
let t: TestApp;
let buyer: string;
let owner: { token: string; shopToken: string };
let otherShop: Record<string, string>;
let addressId: string;
let goods: PickedGoods;

const shop = (key?: string) => shopHeaders(owner.token, owner.shopToken, key);
const ship = { expressCompany: '顺丰速运', expressNo: 'SF1234567890' } as const;

const paidOrder = async () => (await payNow(t, buyer, goods, addressId)).orderId;

async function pulledOrder(orderId: string, headers = shop()) {
  const answer = await t.call(pullShopOrders, { limit: 500 }, headers);
  return { answer, order: answer.data?.documents.find((o) => o.orderId === orderId) };
}

beforeEach(async () => {
  t = await createTestApp();
  ({ token: buyer } = await loginByCode(t, BUYER_PHONE));
  owner = await loginByCode(t, '13800000002');
  const other = await loginByCode(t, '13800000004');
  otherShop = shopHeaders(other.token, other.shopToken);
  addressId = await addAddress(t, buyer);
  goods = await goodsOfShop(t, 'S0001');
  await setPayPasswordByCode(t, buyer, BUYER_PHONE);
  await creditBalance(t, BUYER_PHONE, 1_000_000);
});
afterEach(async () => { await t.close(); });

describe('a shop\'s orders on the owner\'s device (RELIABILITY 24, 25)', () => {
  it('pulls its own orders with the buyer masked; the address is whole only while the order waits to ship', async () => {
    const orderId = await paidOrder();
    const { order } = await pulledOrder(orderId);
    expect(order).toMatchObject({ status: 'UNDELIVERED', buyerPhone: '139****0001', addressVisible: true });
    expect(order!.address.phone).toMatch(/^1\d{10}$/);
    expect((await pulledOrder(orderId, otherShop)).order).toBeUndefined();
    expect((await t.call(pullShopOrders, {}, userHeaders(buyer))).code).toBe(4003);

    await t.call(shopDeliverOrder, { orderId, ...ship }, shop());
    const shipped = (await pulledOrder(orderId)).order!;
    expect(shipped).toMatchObject({ status: 'DELIVERED', addressVisible: false, expressCompany: '顺丰速运' });
    expect(shipped.address.phone).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(shipped.address.detail).toBe('****');
  });

  it('ships once: a replay of the same key answers the same, a second ship is refused, another shop cannot ship it', async () => {
    const orderId = await paidOrder();
    expect((await t.call(shopDeliverOrder, { orderId, ...ship }, otherShop)).code).toBe(4004);
    expect((await t.call(shopDeliverOrder, { orderId, expressCompany: '随便快递', expressNo: 'SF1234567890' }, shop())).msg).toBe('请选择快递公司');
    const key = `k-${randomUUID()}`;
    const first = await t.call(shopDeliverOrder, { orderId, ...ship }, shop(key));
    const replay = await t.call(shopDeliverOrder, { orderId, ...ship }, shop(key));
    expect(replay).toEqual(first);
    const again = await t.call(shopDeliverOrder, { orderId, expressCompany: '中通快递', expressNo: 'ZT1234567890' }, shop());
    expect(again).toMatchObject({ code: 4204, msg: CHECKOUT_MESSAGES.orderAlreadyShipped });
    const logistics = await t.call(orderLogistics, { orderId }, userHeaders(buyer));
    expect(logistics.data.traces[0]!.text).toBe('商家已发货，顺丰速运 运单号 SF1234567890');
  });
});

describe('races (run on PostgreSQL too)', () => {
  it('two devices ship one order at once: one delivery wins, the other is told it is shipped', async () => {
    const orderId = await paidOrder();
    const answers = await Promise.all([
      t.call(shopDeliverOrder, { orderId, ...ship }, shop()),
      t.call(shopDeliverOrder, { orderId, expressCompany: '中通快递', expressNo: 'ZT1234567890' }, shop()),
    ]);
    expect(answers.map((a) => a.code).sort()).toEqual([0, 4204]);
  });

  it('approve and refuse at once: one decision stands, one log row', async () => {
    const orderId = await paidOrder();
    await t.call(shopDeliverOrder, { orderId, ...ship }, shop());
    const { data } = await t.call(refundApply, { orderId, kind: 'RETURN_REFUND', reason: '质量问题', amount: 1 }, userHeaders(buyer));
    const answers = await Promise.all([
      t.call(shopApproveAfterSales, { afterSalesId: data.afterSalesId }, shop()),
      t.call(shopRefuseAfterSales, { afterSalesId: data.afterSalesId, note: '不同意' }, shop()),
    ]);
    expect(answers.map((a) => a.code).sort()).toEqual([0, 4205]);
    const seen = (await t.call(refundUsersFindInfo, { afterSalesId: data.afterSalesId }, userHeaders(buyer))).data;
    expect(seen.logs.map((l) => l.toStatus)).toHaveLength(2);
  });
});

describe('a shop\'s after-sales decisions', () => {
  async function exchangeRequest(): Promise<{ orderId: string; id: string }> {
    const orderId = await paidOrder();
    await t.call(shopDeliverOrder, { orderId, ...ship }, shop());
    const applied = await t.call(refundApply, { orderId, kind: 'EXCHANGE', reason: '发错货', amount: 1 }, userHeaders(buyer));
    return { orderId, id: applied.data.afterSalesId };
  }

  it('exchange to the end: approve (replayed once), goods back, re-ship with a waybill, the buyer confirms', async () => {
    const { orderId, id } = await exchangeRequest();
    const pulled = await t.call(pullShopAfterSales, {}, shop());
    expect(pulled.data.documents.find((r) => r.afterSalesId === id)).toMatchObject({ status: 'APPLY', buyerPhone: '139****0001' });
    expect((await t.call(pullShopAfterSales, {}, otherShop)).data.documents.some((r) => r.afterSalesId === id)).toBe(false);
    expect((await t.call(shopApproveAfterSales, { afterSalesId: id }, otherShop)).code).toBe(4004);

    const key = `k-${randomUUID()}`;
    await t.call(shopApproveAfterSales, { afterSalesId: id, note: '同意换货' }, shop(key));
    await t.call(shopApproveAfterSales, { afterSalesId: id, note: '同意换货' }, shop(key));
    await t.call(returnGoods, { afterSalesId: id, expressCompany: '中通快递', expressNo: 'ZT998877665' }, userHeaders(buyer));
    await t.call(shopConfirmReturn, { afterSalesId: id }, shop());
    expect((await pulledOrder(orderId)).order!.addressVisible).toBe(true);
    const resent = await t.call(shopRedeliver, { afterSalesId: id, expressCompany: '韵达快递', expressNo: 'YD5566778899' }, shop());
    expect(resent.data).toMatchObject({ status: 'SELLER_RE_DELIVERY', redeliveryExpressCompany: '韵达快递', redeliveryExpressNo: 'YD5566778899' });

    const buyerView = (await t.call(refundUsersFindInfo, { afterSalesId: id }, userHeaders(buyer))).data;
    expect(buyerView.redeliveryExpressNo).toBe('YD5566778899');
    const done = await t.call(confirmExchange, { afterSalesId: id }, userHeaders(buyer));
    expect(done.data.status).toBe('COMPLETE');
    expect(done.data.logs.map((l) => l.toStatus)).toEqual(['APPLY', 'PASS', 'BUYER_RETURN', 'SELLER_CONFIRM', 'SELLER_RE_DELIVERY', 'BUYER_CONFIRM', 'COMPLETE']);
    expect((await t.call(orderDetail, { orderId }, userHeaders(buyer))).data.afterSalesStatus).toBe('COMPLETE');
  });

  it('refusing and terminating need a reason the buyer sees; the buyer cannot confirm an exchange not re-shipped', async () => {
    const { id } = await exchangeRequest();
    expect((await t.call(shopRefuseAfterSales, { afterSalesId: id, note: ' ' }, shop())).msg).toBe('请填写原因');
    expect((await t.call(confirmExchange, { afterSalesId: id }, userHeaders(buyer))).code).toBe(4205);
    await t.call(shopApproveAfterSales, { afterSalesId: id }, shop());
    await t.call(returnGoods, { afterSalesId: id, expressCompany: '中通快递', expressNo: 'ZT998877665' }, userHeaders(buyer));
    expect((await t.call(shopTerminateAfterSales, { afterSalesId: id, note: '' }, shop())).msg).toBe('请填写原因');
    const ended = await t.call(shopTerminateAfterSales, { afterSalesId: id, note: '退回的不是本店商品' }, shop());
    expect(ended.data.status).toBe('SELLER_TERMINATION');
    const seen = (await t.call(refundUsersFindInfo, { afterSalesId: id }, userHeaders(buyer))).data;
    expect(seen.logs.at(-1)).toMatchObject({ actor: 'seller', note: '退回的不是本店商品' });
  });
});

describe('notices to the buyer on the live channel (decision 013)', () => {
  const noticesOf = async (userId: string) => (await readRoom(t.database.db, noticeRoom(userId), 0, 100))
    .map((m) => ({ topic: m.body.topic, title: m.body.title, target: m.body.target }));

  it('a shipment and each after-sales step the shop takes are told once, as the buyer\'s notice settings allow', async () => {
    const [{ id: buyerId }] = await queryRows<{ id: string }>(t, `select id from users where phone = '${BUYER_PHONE}'`) as [{ id: string }];
    const orderId = await paidOrder();
    const key = `k-${randomUUID()}`;
    await t.call(shopDeliverOrder, { orderId, ...ship }, shop(key));
    await t.call(shopDeliverOrder, { orderId, ...ship }, shop(key));
    const applied = await t.call(refundApply, { orderId, kind: 'EXCHANGE', reason: '发错货', amount: 1 }, userHeaders(buyer));
    await t.call(shopApproveAfterSales, { afterSalesId: applied.data.afterSalesId, note: '同意换货' }, shop());
    expect(await noticesOf(buyerId)).toEqual([
      { topic: 'order', title: '您的订单已发货', target: { screen: 'order', id: orderId } },
      { topic: 'afterSales', title: '售后进度更新', target: { screen: 'afterSales', id: applied.data.afterSalesId } },
    ]);

    await saveNoticeSwitch(t.database.db, buyerId, 'order', false, t.clock.now);
    const quiet = await paidOrder();
    await t.call(shopDeliverOrder, { orderId: quiet, ...ship }, shop());
    expect((await noticesOf(buyerId)).filter((n) => n.topic === 'order')).toHaveLength(1);
  });
});
