// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { refundApply, shopApproveAfterSales, shopRefund } from '../../../../src/contract/orders/after-sales';
import { submitOrderComment } from '../../../../src/contract/orders/comment';
import { confirmReceipt, deleteOrder, orderDetail, shopDeliverOrder } from '../../../../src/contract/orders/order';
import { memberPay } from '../../../../src/contract/orders/pay';
import { addAddress, buyNow, creditBalance, goodsOfShop, PAY_PASSWORD, setPayPasswordByCode, shopHeaders } from '../../../test-support/checkout';
import { loginByCode } from '../../../test-support/login';
import { createTestApp, moneyHeaders, userHeaders, type TestApp } from '../../../test-support/test-app';

const PHONE = '13912345679';
let t: TestApp;
let buyer: string;
let shop: Record<string, string>;
let shopKeyed: () => Record<string, string>;

async function shippedOrder(): Promise<{ orderId: string; total: number }> {
  const addressId = await addAddress(t, buyer);
  const order = await buyNow(t, buyer, await goodsOfShop(t, 'S0001'), addressId);
  const orderId = order.data.orderIds[0]!;
  expect((await t.call(memberPay, { orderIds: orderId, payPassword: PAY_PASSWORD }, moneyHeaders(buyer))).code).toBe(0);
  await t.call(shopDeliverOrder, { orderId, expressCompany: '顺丰速运', expressNo: 'SF1234567890' }, shop);
  return { orderId, total: order.data.total };
}

beforeEach(async () => {
  t = await createTestApp();
  ({ token: buyer } = await loginByCode(t, PHONE));
  const owner = await loginByCode(t, '13800000002');
  shop = shopHeaders(owner.token, owner.shopToken);
  shopKeyed = () => shopHeaders(owner.token, owner.shopToken, `k-${randomUUID()}`);
  await setPayPasswordByCode(t, buyer, PHONE);
  await creditBalance(t, PHONE, 1_000_000);
});
afterEach(async () => { await t.close(); });

describe('the host refuses what the order rule forbids (status and after-sales together)', () => {
  it('refuses receipt, delete and a second request while a request is open', async () => {
    const { orderId, total } = await shippedOrder();
    expect((await t.call(refundApply, { orderId, kind: 'REFUND_ONLY', reason: '其他', amount: total }, userHeaders(buyer))).code).toBe(0);
    expect((await t.call(confirmReceipt, { orderId }, userHeaders(buyer))).msg).toBe('该订单已有进行中的售后');
    expect((await t.call(deleteOrder, { orderId }, userHeaders(buyer))).code).not.toBe(0);
  });

  it('refuses receipt, evaluation and a new request once the order is fully refunded', async () => {
    const { orderId, total } = await shippedOrder();
    const applied = await t.call(refundApply, { orderId, kind: 'REFUND_ONLY', reason: '其他', amount: total }, userHeaders(buyer));
    await t.call(shopApproveAfterSales, { afterSalesId: applied.data.afterSalesId }, shop);
    expect((await t.call(shopRefund, { afterSalesId: applied.data.afterSalesId }, shopKeyed())).code).toBe(0);
    expect((await t.call(orderDetail, { orderId }, userHeaders(buyer))).data).toMatchObject({ status: 'DELIVERED', refunded: total });
    expect((await t.call(confirmReceipt, { orderId }, userHeaders(buyer))).msg).toBe('该订单已全额退款');
    const items = [{ goodsId: (await goodsOfShop(t, 'S0001')).id, rating: 5, content: '好', images: [] }];
    expect((await t.call(submitOrderComment, { orderId, items }, userHeaders(buyer))).code).not.toBe(0);
    expect((await t.call(refundApply, { orderId, kind: 'REFUND_ONLY', reason: '其他', amount: 1 }, userHeaders(buyer))).msg).toBe('该订单已全额退款');
  });
});
