// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addressDelete, addressList, addressUpdate, regionList } from '../../../src/contract/account/address';
import { refundApply, refundUsersFindInfo } from '../../../src/contract/orders/after-sales';
import { cartAdd, cartList, cartUpdate } from '../../../src/contract/orders/cart';
import { commentGoodsInfo } from '../../../src/contract/orders/comment';
import { invoiceAdd, invoiceDelete, invoiceList, invoiceModify } from '../../../src/contract/account/invoice';
import { cancelOrder, createOrder, orderDetail, orderList, shopDeliverOrder } from '../../../src/contract/orders/order';
import { payInfo, payStatus, wechatOfficialPay } from '../../../src/contract/orders/pay';
import { addAddress, buyNow, goodsInShops, shopHeaders, type PickedGoods } from '../../test-support/checkout';
import { loginByCode } from '../../test-support/login';
import { createTestApp, moneyHeaders, userHeaders, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let owner: string;
let other: string;
let addressId: string;
let goods: PickedGoods;

const COMPANY = { invoiceId: 'inv1', invoiceType: 'VAT_SPECIAL', titleType: 'COMPANY', title: '深圳星Q科技有限公司', taxNo: '91350100M000100Y43' } as const;

beforeEach(async () => {
  t = await createTestApp();
  ({ token: owner } = await loginByCode(t, '13912345678'));
  ({ token: other } = await loginByCode(t, '13700001111'));
  addressId = await addAddress(t, owner);
  [goods] = (await goodsInShops(t, 1)) as [PickedGoods];
});
afterEach(async () => { await t.close(); });

describe('addresses and invoices', () => {
  it('builds the region name from the picker codes and refuses codes that do not nest', async () => {
    const provinces = (await t.call(regionList, {}, userHeaders(''))).data;
    expect(provinces.map((p) => p.name)).toContain('广东省');
    expect((await t.call(regionList, { parentCode: '440300' }, userHeaders(''))).data.map((d) => d.name)).toContain('南山区');
    expect((await t.call(addressList, {}, userHeaders(owner))).data[0]).toMatchObject({ regionName: '广东省 深圳市 南山区', isDefault: true });
    const wrong = await t.call(addressUpdate, {
      addressId, name: '张三', phone: '13912345678', provinceCode: '110000', cityCode: '440300', districtCode: '440305', detail: '科技园路1号',
    }, userHeaders(owner));
    expect(wrong).toMatchObject({ code: 4000, msg: '所在地区不正确' });
    const badPhone = await t.call(addressUpdate, {
      addressId, name: '张三', phone: '12345', provinceCode: '440000', cityCode: '440300', districtCode: '440305', detail: '科技园路1号',
    }, userHeaders(owner));
    expect(badPhone.msg).toBe('手机号格式不正确');
  });

  it('keeps a company title only with a valid tax number, and a VAT special invoice only for companies', async () => {
    expect((await t.call(invoiceAdd, { ...COMPANY, taxNo: '91350100M000100Y44' }, userHeaders(owner))).msg).toBe('纳税人识别号格式不正确');
    expect((await t.call(invoiceAdd, { ...COMPANY, titleType: 'PERSONAL', title: '张三' }, userHeaders(owner))).msg).toBe('增值税专用发票仅可开具给企业');
    const added = await t.call(invoiceAdd, COMPANY, userHeaders(owner));
    expect(added.data[0]).toMatchObject({ title: '深圳星Q科技有限公司', taxNo: '91350100M000100Y43', isDefault: true });
  });
});

describe('RELIABILITY 24: another user\'s records can be neither read nor changed', () => {
  it('orders, addresses, invoices, cart lines, payments and after-sales', async () => {
    await t.call(invoiceAdd, COMPANY, userHeaders(owner));
    await t.call(cartAdd, { goodsId: goods.id, num: 1 }, userHeaders(owner));
    const order = await buyNow(t, owner, goods, addressId);
    const orderId = order.data.orderIds[0]!;
    const pay = await t.call(wechatOfficialPay, { orderIds: orderId, openid: 'sbx_openid_test' }, moneyHeaders(owner));

    expect((await t.call(orderDetail, { orderId }, userHeaders(other))).code).toBe(4004);
    expect((await t.call(orderList, {}, userHeaders(other))).data.total).toBe(0);
    expect((await t.call(cancelOrder, { orderId }, userHeaders(other))).code).toBe(4004);
    expect((await t.call(payInfo, { orderIds: orderId }, userHeaders(other))).code).toBe(4004);
    expect((await t.call(wechatOfficialPay, { orderIds: orderId, openid: 'sbx_openid_test' }, moneyHeaders(other))).code).toBe(4004);
    expect((await t.call(payStatus, { payNo: pay.data.payNo }, userHeaders(other))).code).toBe(4004);
    expect((await t.call(commentGoodsInfo, { orderId }, userHeaders(other))).code).toBe(4004);
    expect((await t.call(refundApply, { orderId, kind: 'REFUND_ONLY', reason: '其他', amount: 1 }, userHeaders(other))).code).toBe(4004);
    expect((await t.call(createOrder, { source: 'buyNow', addressId, lines: [{ goodsId: goods.id, num: 1, price: goods.sale_price }] }, userHeaders(other))).code).toBe(4004);

    expect((await t.call(addressList, {}, userHeaders(other))).data).toEqual([]);
    expect((await t.call(addressDelete, { addressId }, userHeaders(other))).code).toBe(4004);
    expect((await t.call(invoiceList, {}, userHeaders(other))).data).toEqual([]);
    expect((await t.call(invoiceModify, { ...COMPANY, title: '别人的公司' }, userHeaders(other))).code).toBe(4004);
    expect((await t.call(invoiceDelete, { invoiceId: 'inv1' }, userHeaders(other))).code).toBe(4004);
    expect((await t.call(cartUpdate, { goodsId: goods.id, num: 3 }, userHeaders(other))).code).toBe(4004);

    expect((await t.call(orderDetail, { orderId }, userHeaders(owner))).data.status).toBe('UNPAID');
    expect((await t.call(addressList, {}, userHeaders(owner))).data).toHaveLength(1);
    expect((await t.call(invoiceList, {}, userHeaders(owner))).data[0]!.title).toBe('深圳星Q科技有限公司');
    expect((await t.call(cartList, {}, userHeaders(owner))).data[0]!.orderGoodsVoList[0]!.num).toBe(1);
    expect((await t.call(refundUsersFindInfo, { afterSalesId: 'R1' }, userHeaders(other))).code).toBe(4004);
  });

  it('a shop cannot ship another shop\'s order, and a user token alone is no shop', async () => {
    const order = await buyNow(t, owner, goods, addressId);
    const shopOwner = await loginByCode(t, '13800000002');
    const input = { orderId: order.data.orderIds[0]!, expressCompany: '顺丰速运', expressNo: 'SF1234567890' };
    expect((await t.call(shopDeliverOrder, input, userHeaders(shopOwner.token))).code).toBe(4003);
    if (goods.shop_id !== 'S0001') expect((await t.call(shopDeliverOrder, input, shopHeaders(shopOwner.token, shopOwner.shopToken))).code).toBe(4004);
  });
});
