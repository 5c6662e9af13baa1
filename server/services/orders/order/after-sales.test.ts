// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  cancelReturn, refundApply, refundRecordList, refundShowInfo, refundUsersCancel, refundUsersFindInfo, returnGoods,
  shopApproveAfterSales, shopConfirmReturn, shopRefund, shopRefuseAfterSales,
} from '../../../../src/contract/orders/after-sales';
import { commentDetail, submitOrderComment } from '../../../../src/contract/orders/comment';
import { confirmReceipt, orderDetail, shopDeliverOrder } from '../../../../src/contract/orders/order';
import { balanceSum } from '../../../../src/contract/orders/pay';
import { MESSAGES } from '../../../../src/domain/messages';
import { addAddress, creditBalance, goodsOfShop, payNow, setPayPasswordByCode, shopHeaders, type PickedGoods } from '../../../test-support/checkout';
import { loginByCode } from '../../../test-support/login';
import { createTestApp, queryRows, userHeaders, type TestApp } from '../../../test-support/test-app';

const PHONE = '13912345678';
let t: TestApp;
let buyer: string;
let shop: Record<string, string>;
/** A refund moves money: each call carries its own Idempotency-Key. */
let shopMoney: () => Record<string, string>;
let addressId: string;
let goods: PickedGoods;

const stockOf = async () => (await queryRows<{ stock: number }>(t, `select stock from goods where id = '${goods.id}'`))[0]!.stock;
const balance = async () => (await t.call(balanceSum, {}, userHeaders(buyer))).data.balance;

const paidOrder = () => payNow(t, buyer, goods, addressId);

async function shipped(): Promise<{ orderId: string; total: number }> {
  const order = await paidOrder();
  const delivered = await t.call(shopDeliverOrder, { orderId: order.orderId, expressCompany: '顺丰速运', expressNo: 'SF1234567890' }, shop);
  expect(delivered.data.status).toBe('DELIVERED');
  return order;
}

beforeEach(async () => {
  t = await createTestApp();
  ({ token: buyer } = await loginByCode(t, PHONE));
  const owner = await loginByCode(t, '13800000002');
  shop = shopHeaders(owner.token, owner.shopToken);
  shopMoney = () => shopHeaders(owner.token, owner.shopToken, `k-${randomUUID()}`);
  addressId = await addAddress(t, buyer);
  goods = await goodsOfShop(t, 'S0001');
  await setPayPasswordByCode(t, buyer, PHONE);
  await creditBalance(t, PHONE, 1_000_000);
});
afterEach(async () => { await t.close(); });

describe('ship, confirm receipt and evaluate', () => {
  it('the shop ships with express company and number, the buyer confirms and evaluates once', async () => {
    const { orderId } = await shipped();
    expect((await t.call(confirmReceipt, { orderId }, userHeaders(buyer))).data.status).toBe('COMPLETED');
    const items = [{ goodsId: goods.id, rating: 5, content: '质量很好，物流很快', images: [] }];
    const comments = await t.call(submitOrderComment, { orderId, items }, userHeaders(buyer));
    expect(comments.data[0]).toMatchObject({ goodsId: goods.id, rating: 5, content: '质量很好，物流很快' });
    expect((await t.call(submitOrderComment, { orderId, items }, userHeaders(buyer))).msg).toBe('该订单已评价');
    expect((await t.call(commentDetail, { orderId }, userHeaders(buyer))).data).toHaveLength(1);
    const [row] = await queryRows<{ shop_id: string }>(t, `select shop_id from goods_comments where order_id = '${orderId}'`);
    expect(row!.shop_id).toBe('S0001');
  });
});

describe('after-sales (RELIABILITY 19)', () => {
  it('return and refund: apply, approve, send back, receive, refund to the balance once, stock back', async () => {
    const { orderId, total } = await shipped();
    const before = await balance();
    const info = await t.call(refundShowInfo, { orderId }, userHeaders(buyer));
    expect(info.data).toMatchObject({ maxAmount: total, kinds: ['REFUND_ONLY', 'RETURN_REFUND', 'EXCHANGE'] });
    const tooMuch = await t.call(refundApply, { orderId, kind: 'RETURN_REFUND', reason: '质量问题', amount: total + 1 }, userHeaders(buyer));
    expect(tooMuch.msg).toContain('退款金额不能超过');
    const applied = await t.call(refundApply, { orderId, kind: 'RETURN_REFUND', reason: '质量问题', amount: total }, userHeaders(buyer));
    const id = applied.data.afterSalesId;
    expect(applied.data.status).toBe('APPLY');
    expect((await t.call(refundApply, { orderId, kind: 'REFUND_ONLY', reason: '其他', amount: 1 }, userHeaders(buyer))).msg).toBe('该订单已有进行中的售后');
    const early = await t.call(shopRefund, { afterSalesId: id }, shopMoney());
    expect(early).toMatchObject({ code: 4205, msg: MESSAGES.afterSalesNotAllowed });
    await t.call(shopApproveAfterSales, { afterSalesId: id, note: '同意退货' }, shop);
    expect((await t.call(shopConfirmReturn, { afterSalesId: id }, shop)).code).toBe(4205);
    await t.call(returnGoods, { afterSalesId: id, expressCompany: '中通快递', expressNo: 'ZT998877665' }, userHeaders(buyer));
    await t.call(shopConfirmReturn, { afterSalesId: id }, shop);
    const stockBefore = await stockOf();
    const refunded = await t.call(shopRefund, { afterSalesId: id }, shopMoney());
    expect(refunded.data.status).toBe('COMPLETE');
    expect(await balance()).toBe(before + total);
    expect(await stockOf()).toBe(stockBefore + 1);
    expect((await t.call(shopRefund, { afterSalesId: id }, shopMoney())).code).toBe(4205);
    expect(await balance()).toBe(before + total);
    const history = (await t.call(refundUsersFindInfo, { afterSalesId: id }, userHeaders(buyer))).data.logs.map((l) => l.toStatus);
    expect(history).toEqual(['APPLY', 'PASS', 'BUYER_RETURN', 'SELLER_CONFIRM', 'WAIT_REFUND', 'COMPLETE']);
    expect((await t.call(refundRecordList, {}, userHeaders(buyer))).data.total).toBe(1);
  });

  it('refund before shipping must be full, closes the order and gives the stock back', async () => {
    const { orderId, total } = await paidOrder();
    expect((await t.call(refundApply, { orderId, kind: 'RETURN_REFUND', reason: '不想要了', amount: total }, userHeaders(buyer))).msg)
      .toBe('该订单当前不支持此售后类型');
    expect((await t.call(refundApply, { orderId, kind: 'REFUND_ONLY', reason: '不想要了', amount: 1 }, userHeaders(buyer))).msg)
      .toBe('未发货的订单需全额退款');
    const stock = await stockOf();
    const applied = await t.call(refundApply, { orderId, kind: 'REFUND_ONLY', reason: '不想要了', amount: total }, userHeaders(buyer));
    expect((await t.call(shopDeliverOrder, { orderId, expressCompany: '顺丰速运', expressNo: 'SF1234567890' }, shop)).msg).toBe('该订单已有进行中的售后');
    await t.call(shopApproveAfterSales, { afterSalesId: applied.data.afterSalesId }, shop);
    await t.call(shopRefund, { afterSalesId: applied.data.afterSalesId }, shopMoney());
    expect((await t.call(orderDetail, { orderId }, userHeaders(buyer))).data.status).toBe('CANCELLED');
    expect(await stockOf()).toBe(stock + 1);
  });

  it('illegal steps are refused with a clear message: cancelled, refused, wrong actor, wrong kind', async () => {
    const { orderId, total } = await shipped();
    const first = await t.call(refundApply, { orderId, kind: 'REFUND_ONLY', reason: '少件/漏发', amount: total }, userHeaders(buyer));
    await t.call(refundUsersCancel, { afterSalesId: first.data.afterSalesId }, userHeaders(buyer));
    expect((await t.call(shopApproveAfterSales, { afterSalesId: first.data.afterSalesId }, shop)).msg).toBe(MESSAGES.afterSalesNotAllowed);
    const second = await t.call(refundApply, { orderId, kind: 'REFUND_ONLY', reason: '少件/漏发', amount: 100 }, userHeaders(buyer));
    await t.call(shopApproveAfterSales, { afterSalesId: second.data.afterSalesId }, shop);
    const ship = await t.call(returnGoods, { afterSalesId: second.data.afterSalesId, expressCompany: '中通快递', expressNo: 'ZT998877665' }, userHeaders(buyer));
    expect(ship).toMatchObject({ code: 4205, msg: MESSAGES.afterSalesKindNotAllowed });
    await t.call(shopRefuseAfterSales, { afterSalesId: second.data.afterSalesId, note: '已同意，不能再拒绝' }, shop).then((r) => expect(r.code).toBe(4205));
    await t.call(shopRefund, { afterSalesId: second.data.afterSalesId }, shopMoney());
    const third = await t.call(refundApply, { orderId, kind: 'EXCHANGE', reason: '发错货', amount: 0 }, userHeaders(buyer));
    expect(third.code).not.toBe(0);
    const exchange = await t.call(refundApply, { orderId, kind: 'EXCHANGE', reason: '发错货', amount: 1 }, userHeaders(buyer));
    await t.call(shopRefuseAfterSales, { afterSalesId: exchange.data.afterSalesId, note: '商品无质量问题' }, shop);
    expect((await t.call(cancelReturn, { afterSalesId: exchange.data.afterSalesId }, userHeaders(buyer))).msg).toBe(MESSAGES.afterSalesNotAllowed);
    const max = (await t.call(refundShowInfo, { orderId }, userHeaders(buyer))).data.maxAmount;
    expect(max).toBe(total - 100);
  });
});
