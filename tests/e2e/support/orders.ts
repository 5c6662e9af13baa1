import { expect } from 'vitest';
import { baseUrl } from './browser';

async function call<T>(path: string, token: string, body: unknown, key?: string): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-app-flag': 'H5', 'x-users-token': token, ...(key ? { 'idempotency-key': key } : {}) },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { code: number; msg: string; data: T };
  expect(answer.code, `${path}: ${answer.msg}`).toBe(0);
  return answer.data;
}

const key = (what: string) => `e2e-${what}-${crypto.randomUUID()}`;

/** A buyer's address, as the address screen saves it. */
export async function addBuyerAddress(token: string): Promise<string> {
  const addressId = `addr${Date.now()}`;
  await call('/api/memberaddress/memberaddress/addaddress', token, {
    addressId, name: '王小明', phone: '13912345678', provinceCode: '440000', cityCode: '440300', districtCode: '440305', detail: '科技园南路88号',
  });
  return addressId;
}

/** Buys one goods now and pays at the sandbox WeChat cashier, as checkout does: the order waits for the shop to ship. */
export async function paidOrder(token: string, goods: { goodsId: string; goodsSalePrice: number }, addressId: string): Promise<string> {
  const created = await call<{ orderIds: string[] }>('/api/memberorder/memberorder/membercreateorder', token, {
    source: 'buyNow', lines: [{ goodsId: goods.goodsId, num: 1, price: goods.goodsSalePrice }], addressId,
  }, key('order'));
  const orderId = created.orderIds[0]!;
  const pay = await call<{ payNo: string }>('/api/pay/pay/wechatofficialpay', token, { orderIds: orderId, openid: 'sbx_e2e_shop_orders' }, key('pay'));
  await call('/api/pay/sandbox/confirm', token, { payNo: pay.payNo });
  return orderId;
}

/** What the buyer paid for an order, express fee included (a goods under the free-express line pays one). */
export async function orderTotal(token: string, orderId: string): Promise<number> {
  const response = await fetch(`${baseUrl()}/api/memberorder/memberorder/userorderdetail?orderId=${orderId}`, { headers: { 'x-app-flag': 'H5', 'x-users-token': token } });
  return ((await response.json()) as { data: { total: number } }).data.total;
}

export async function applyReturn(token: string, orderId: string, amount: number): Promise<string> {
  const request = await call<{ afterSalesId: string }>('/api/refund/refund/refundapplication', token,
    { orderId, kind: 'RETURN_REFUND', reason: '质量问题', amount }, key('apply'));
  return request.afterSalesId;
}

export async function sendBack(token: string, afterSalesId: string): Promise<void> {
  await call('/api/returngoods/returngoods/returngoods', token, { afterSalesId, expressCompany: '圆通速递', expressNo: 'YT9900012345' }, key('return'));
}

export async function balanceOf(token: string): Promise<number> {
  const response = await fetch(`${baseUrl()}/api/balance/balance/balancesum`, { headers: { 'x-app-flag': 'H5', 'x-users-token': token } });
  return ((await response.json()) as { data: { balance: number } }).data.balance;
}
