// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addressDelete } from '../../../../src/contract/account/address';
import { refundApply } from '../../../../src/contract/orders/after-sales';
import { invoiceAdd, invoiceDelete } from '../../../../src/contract/account/invoice';
import { cancelOrder, deleteOrder } from '../../../../src/contract/orders/order';
import { memberPay } from '../../../../src/contract/orders/pay';
import { pullAddresses, pullInvoices, pullOrders, pullSearchHistory, type PullCheckpoint } from '../../../../src/contract/platform/pull';
import { clearHistoryKeywords, historyKeywords, searchGoods } from '../../../../src/contract/catalogue/search';
import { addAddress, buyNow, creditBalance, goodsOfShop, PAY_PASSWORD, setPayPasswordByCode } from '../../../test-support/checkout';
import { loginByCode } from '../../../test-support/login';
import { createTestApp, queryRows, moneyHeaders, userHeaders, type TestApp } from '../../../test-support/test-app';
import { PULL_SETTLE_MS } from './pull-page';

const PHONE = '13912345678';
let t: TestApp;
let owner: string;
let ownerId: string;
let other: string;

const settle = () => { t.clock.now += PULL_SETTLE_MS + 1; };
const from = (checkpoint: PullCheckpoint | null) => checkpoint ?? { updatedAt: 0, id: '' };
const PERSONAL = { invoiceId: 'inv1', invoiceType: 'E_NORMAL', titleType: 'PERSONAL', title: '张三' } as const;

beforeEach(async () => {
  t = await createTestApp();
  ({ token: owner, userId: ownerId } = await loginByCode(t, PHONE));
  ({ token: other } = await loginByCode(t, '13700001111'));
});
afterEach(async () => { await t.close(); });

describe('record pulls (docs/decisions/003)', () => {
  it('pages through the user\'s addresses with its checkpoint, and then has nothing more', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      ids.push(await addAddress(t, owner));
      t.clock.now += 10;
    }
    settle();
    const first = (await t.call(pullAddresses, { limit: 2 }, userHeaders(owner))).data;
    expect(first.documents.map((d) => d.addressId)).toEqual(ids.slice(0, 2));
    expect(first.more).toBe(true);
    const second = (await t.call(pullAddresses, { ...from(first.checkpoint), limit: 2 }, userHeaders(owner))).data;
    expect(second.documents.map((d) => d.addressId)).toEqual(ids.slice(2));
    expect(second.more).toBe(false);
    const third = (await t.call(pullAddresses, { ...from(second.checkpoint) }, userHeaders(owner))).data;
    expect(third).toEqual({ documents: [], checkpoint: null, more: false });
  });

  it('carries deleted addresses, invoices and orders as tombstones, and the lost default as a change', async () => {
    const kept = await addAddress(t, owner);
    const gone = await addAddress(t, owner);
    expect((await t.call(invoiceAdd, PERSONAL, userHeaders(owner))).code).toBe(0);
    const goods = await goodsOfShop(t, 'S0001');
    const orderId = (await buyNow(t, owner, goods, kept)).data.orderIds[0]!;
    settle();
    const start = {
      address: (await t.call(pullAddresses, {}, userHeaders(owner))).data.checkpoint,
      invoice: (await t.call(pullInvoices, {}, userHeaders(owner))).data.checkpoint,
      order: (await t.call(pullOrders, {}, userHeaders(owner))).data.checkpoint,
    };
    await t.call(addressDelete, { addressId: kept }, userHeaders(owner));
    await t.call(invoiceDelete, { invoiceId: 'inv1' }, userHeaders(owner));
    await t.call(cancelOrder, { orderId }, userHeaders(owner));
    await t.call(deleteOrder, { orderId }, userHeaders(owner));
    settle();

    const addresses = (await t.call(pullAddresses, from(start.address), userHeaders(owner))).data.documents;
    expect(addresses.find((a) => a.addressId === kept)).toMatchObject({ deleted: true });
    expect(addresses.find((a) => a.addressId === gone)).toMatchObject({ deleted: false, isDefault: true });
    const invoices = (await t.call(pullInvoices, from(start.invoice), userHeaders(owner))).data.documents;
    expect(invoices).toEqual([expect.objectContaining({ invoiceId: 'inv1', deleted: true })]);
    const orders = (await t.call(pullOrders, from(start.order), userHeaders(owner))).data.documents;
    expect(orders).toEqual([expect.objectContaining({ orderId, status: 'CANCELLED', deleted: true })]);
    const rows = await queryRows<{ n: number }>(t, `select count(*)::int as n from addresses where id = '${kept}' and deleted_at is not null`);
    expect(rows[0]!.n).toBe(1);
  });

  it('never shows one user\'s records to another', async () => {
    await addAddress(t, owner);
    expect((await t.call(invoiceAdd, PERSONAL, userHeaders(owner))).code).toBe(0);
    await t.call(searchGoods, { keyword: '手机壳' }, userHeaders(owner));
    const goods = await goodsOfShop(t, 'S0001');
    await buyNow(t, owner, goods, await addAddress(t, owner));
    settle();
    for (const call of [pullAddresses, pullInvoices, pullOrders, pullSearchHistory]) {
      expect((await t.call(call, {}, userHeaders(owner))).data.documents.length, call.name).toBeGreaterThan(0);
      expect((await t.call(call, {}, userHeaders(other))).data.documents, call.name).toEqual([]);
    }
    expect((await t.call(pullOrders, {}, userHeaders(''))).code).toBe(4012);
  });

  it('sends a record changed within the settle window but keeps the checkpoint before it, so a late commit is not skipped', async () => {
    const early = await addAddress(t, owner);
    settle();
    const recent = await addAddress(t, owner);
    const first = (await t.call(pullAddresses, {}, userHeaders(owner))).data;
    expect(first.documents.map((d) => d.addressId)).toEqual([early, recent]);
    expect(first.checkpoint?.id).toBe(early);
    // A transaction that began before that pull commits now, stamped with its older start time.
    await t.database.db.execute(`insert into addresses (id, user_id, name, phone, province_code, city_code, district_code, region_name,
      detail, is_default, created_at, updated_at) values ('late', '${ownerId}', '李四', '13912345678', '440000', '440300', '440305',
      '广东省 深圳市 南山区', '科技园路2号', false, ${t.clock.now - 1}, ${t.clock.now - 1})` as never);
    settle();
    const second = (await t.call(pullAddresses, from(first.checkpoint), userHeaders(owner))).data;
    expect(second.documents.map((d) => d.addressId)).toEqual(['late', recent]);
    expect(second.checkpoint?.id).toBe(recent);
  });

  it('moves an order when an after-sales step changes what it shows', async () => {
    await setPayPasswordByCode(t, owner, PHONE);
    await creditBalance(t, PHONE, 1_000_000);
    const goods = await goodsOfShop(t, 'S0001');
    const order = (await buyNow(t, owner, goods, await addAddress(t, owner))).data;
    const orderId = order.orderIds[0]!;
    expect((await t.call(memberPay, { orderIds: orderId, payPassword: PAY_PASSWORD }, moneyHeaders(owner))).code).toBe(0);
    settle();
    const before = (await t.call(pullOrders, {}, userHeaders(owner))).data;
    expect(before.documents.at(-1)).toMatchObject({ orderId, status: 'UNDELIVERED', afterSalesStatus: null });
    await t.call(refundApply, { orderId, kind: 'REFUND_ONLY', reason: '其他', amount: order.total }, userHeaders(owner));
    settle();
    const after = (await t.call(pullOrders, from(before.checkpoint), userHeaders(owner))).data;
    expect(after.documents).toEqual([expect.objectContaining({ orderId, afterSalesStatus: 'APPLY', deleted: false })]);
  });

  it('keeps search history with tombstones for trimmed and cleared keywords', async () => {
    for (let i = 0; i < 11; i++) {
      await t.call(searchGoods, { keyword: `词${i}` }, userHeaders(owner));
      t.clock.now += 10;
    }
    settle();
    const pulled = (await t.call(pullSearchHistory, {}, userHeaders(owner))).data.documents;
    expect(pulled.filter((k) => k.deleted).map((k) => k.keyword)).toEqual(['词0']);
    expect(pulled.filter((k) => !k.deleted)).toHaveLength(10);
    expect((await t.call(historyKeywords, {}, userHeaders(owner))).data[0]).toBe('词10');
    const checkpoint = (await t.call(pullSearchHistory, {}, userHeaders(owner))).data.checkpoint;
    expect((await t.call(clearHistoryKeywords, {}, userHeaders(owner, 'clear-1'))).data).toEqual([]);
    settle();
    const cleared = (await t.call(pullSearchHistory, from(checkpoint), userHeaders(owner))).data.documents;
    expect(cleared).toHaveLength(10);
    expect(cleared.every((k) => k.deleted)).toBe(true);
    expect((await t.call(historyKeywords, {}, userHeaders(owner))).data).toEqual([]);
    await t.call(searchGoods, { keyword: '词3' }, userHeaders(owner));
    expect((await t.call(historyKeywords, {}, userHeaders(owner))).data).toEqual(['词3']);
  });
});
