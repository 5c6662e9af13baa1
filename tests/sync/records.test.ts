// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Observable } from 'rxjs';
import { addressDelete, addressList } from '../../src/contract/account/address';
import type { Address } from '../../src/contract/entities/address';
import { cancelOrder } from '../../src/contract/orders/order';
import { historyKeywords, searchGoods } from '../../src/contract/catalogue/search';
import { updateGoodsInfo } from '../../src/contract/shop/goods';
import type { LiveQueryName, LiveQueryParams, LiveQueryResult } from '../../src/sync/live-queries';
import { recordCheckpointKey } from '../../src/sync/record-checkpoint';
import { PULL_SETTLE_MS } from '../../server/services/platform/sync/pull-page';
import { addAddress, buyNow, goodsOfShop, shopHeaders } from '../../server/test-support/checkout';
import { queryRows, userHeaders, type TestApp } from '../../server/test-support/test-app';
import { openDevice, signIn, startServer, until, type Device } from './harness';

let t: TestApp;
let baseUrl: string;
let device: Device;

function live<N extends LiveQueryName>(name: N, params: LiveQueryParams<N>): Observable<LiveQueryResult<N>> {
  return new Observable((sub) => device.engine.watch(name, params, (v) => sub.next(v)));
}
const settle = () => { t.clock.now += PULL_SETTLE_MS + 1; };
const idle = () => until(new Observable<number>((sub) => device.engine.status.subscribe((s) => sub.next(s.pending))), (n) => n === 0);

beforeEach(async () => {
  ({ t, baseUrl } = await startServer());
  device = await openDevice(t, baseUrl);
});
afterEach(async () => {
  await device.close();
  await t.close();
});

describe('addresses, invoices and orders as collections (docs/decisions/003)', () => {
  it('pulls the user\'s addresses with a checkpoint, then removes a deleted one by its tombstone', async () => {
    const login = await signIn(t, device, '13912345678');
    const home = await addAddress(t, login.token);
    // A later change, so the checkpoint (updatedAt, id) ends at office whatever the ids' string order (addr99x… > addr100x…).
    t.clock.now += 1;
    const office = await addAddress(t, login.token);
    settle();
    expect(await device.engine.refresh({ kind: 'records', records: 'addresses' })).toEqual({ ok: true });
    const view = await until(live('addressView', { userId: login.userId }), (list) => list.length === 2);
    expect(view.map((a) => [a.addressId, a.isDefault, a.pending])).toEqual([[home, true, false], [office, false, false]]);
    const saved = await device.db.kv.findOne(recordCheckpointKey('addresses', login.userId)).exec();
    expect(JSON.parse(saved!.value)).toMatchObject({ id: office });

    const deletedAt = t.clock.now;
    await t.call(addressDelete, { addressId: home }, userHeaders(login.token));
    settle();
    await device.engine.refresh({ kind: 'records', records: 'addresses' });
    const after = await until(live('addressView', { userId: login.userId }), (list) => list.length === 1);
    expect(after[0]).toMatchObject({ addressId: office, isDefault: true });
    expect(await device.db.addresses.count().exec()).toBe(1);
    const moved = await device.db.kv.findOne(recordCheckpointKey('addresses', login.userId)).exec();
    expect(JSON.parse(moved!.value)).toMatchObject({ updatedAt: deletedAt });
  });

  it('an address added offline shows as pending, and the host\'s answer lands in the collection', async () => {
    const login = await signIn(t, device, '13912345678');
    device.network.state.offline = true;
    const args = { addressId: 'a-offline', name: '张三', phone: '13912345678', provinceCode: '440000', cityCode: '440300', districtCode: '440305', detail: '科技园路1号' };
    expect(await device.engine.mutate('address.add', args, { regionName: '广东省 深圳市 南山区' })).toMatchObject({ ok: true });
    const pending = await until(live('addressView', { userId: login.userId }), (list) => list.length === 1);
    expect(pending[0]).toMatchObject({ addressId: 'a-offline', pending: true, isDefault: true });
    device.network.state.offline = false;
    device.engine.setOnline(true);
    await idle();
    const confirmed = await until(live('addressView', { userId: login.userId }), (list) => list[0]?.pending === false);
    expect(confirmed[0]).toMatchObject({ addressId: 'a-offline', regionName: '广东省 深圳市 南山区' });
    expect((await t.call(addressList, {}, userHeaders(login.token))).data.map((a: Address) => a.addressId)).toEqual(['a-offline']);
  });

  it('another user logging in on the device sees none of the first user\'s records', async () => {
    const first = await signIn(t, device, '13912345678');
    const goods = await goodsOfShop(t, 'S0001');
    await buyNow(t, first.token, goods, await addAddress(t, first.token));
    settle();
    await device.engine.refresh({ kind: 'records', records: 'orders' });
    await device.engine.refresh({ kind: 'records', records: 'addresses' });
    await until(live('orderList', { userId: first.userId, status: '' }), (list) => list.length === 1);

    const second = await signIn(t, device, '13700001111');
    await device.engine.refresh({ kind: 'records', records: 'orders' });
    await device.engine.refresh({ kind: 'records', records: 'addresses' });
    expect(await until(live('orderList', { userId: second.userId, status: '' }), () => true)).toEqual([]);
    expect(await until(live('addressView', { userId: second.userId }), () => true)).toEqual([]);
    expect(await until(live('invoiceView', { userId: second.userId }), () => true)).toEqual([]);
    // The first user's copies stay on the device for when they come back, out of the second user's sight.
    expect(await device.db.orders.count().exec()).toBe(1);
  });

  it('filters the order list by status from the local store with no network', async () => {
    const login = await signIn(t, device, '13912345678');
    const goods = await goodsOfShop(t, 'S0001');
    const addressId = await addAddress(t, login.token);
    const kept = (await buyNow(t, login.token, goods, addressId)).data.orderIds[0]!;
    t.clock.now += 1000;
    const cancelled = (await buyNow(t, login.token, goods, addressId)).data.orderIds[0]!;
    await t.call(cancelOrder, { orderId: cancelled }, userHeaders(login.token));
    expect(await device.engine.refresh({ kind: 'records', records: 'orders' })).toEqual({ ok: true });

    device.network.state.offline = true;
    const all = await until(live('orderList', { userId: login.userId, status: '' }), (list) => list.length === 2);
    expect(all.map((o) => o.orderId)).toEqual([cancelled, kept]);
    expect((await until(live('orderList', { userId: login.userId, status: 'CANCELLED' }), () => true)).map((o) => o.orderId)).toEqual([cancelled]);
    expect((await until(live('orderList', { userId: login.userId, status: 'UNPAID' }), () => true)).map((o) => o.orderId)).toEqual([kept]);
    expect(await until(live('orderList', { userId: login.userId, status: 'DELIVERED' }), () => true)).toEqual([]);
  });
});

describe('search history as a collection', () => {
  it('remembers searches offline, merges the account\'s, and a clear reaches the host', async () => {
    const login = await signIn(t, device, '13912345678');
    await t.call(searchGoods, { keyword: '手机壳' }, userHeaders(login.token));
    t.clock.now += 1000;
    await device.engine.refresh({ kind: 'records', records: 'searchHistory' });
    await until(live('searchHistory', { userId: login.userId }), (words) => words.includes('手机壳'));

    device.network.state.offline = true;
    t.clock.now += 1000;
    await device.engine.editSearchHistory({ remember: '  耳机 ' });
    expect(await until(live('searchHistory', { userId: login.userId }), (words) => words.length === 2)).toEqual(['耳机', '手机壳']);
    expect(await until(live('searchHistory', { userId: '' }), () => true)).toEqual([]);

    await device.engine.editSearchHistory({ clear: true });
    expect(await until(live('searchHistory', { userId: login.userId }), (words) => words.length === 0)).toEqual([]);
    device.network.state.offline = false;
    device.engine.setOnline(true);
    await idle();
    expect((await t.call(historyKeywords, {}, userHeaders(login.token))).data).toEqual([]);
    settle();
    await device.engine.refresh({ kind: 'records', records: 'searchHistory' });
    expect(await until(live('searchHistory', { userId: login.userId }), () => true)).toEqual([]);
  });
});

describe('a shop\'s pulled goods (RELIABILITY 5)', () => {
  it('a pull in flight never puts back a price the host confirmed meanwhile', async () => {
    const owner = await signIn(t, device, '13800000002');
    const [goods] = await queryRows<{ id: string; stock: number; sale_price: number }>(t,
      "select id, stock, sale_price from goods where shop_id = 'S0001' and kind = 'ordinary' order by id limit 1");
    // Another device changes the stock just now: every pull until it settles sends this goods again, with its old price.
    await t.call(updateGoodsInfo, { goodsId: goods!.id, base: { stock: goods!.stock }, changes: { stock: goods!.stock + 1 } },
      shopHeaders(owner.token, owner.shopToken));
    await device.engine.refresh({ kind: 'shopGoods' });
    const userId = device.session!.userId;
    await until(live('shopGoodsView', { userId }), (rows) => rows.some((g) => g.goodsId === goods!.id));

    let release!: () => void;
    device.network.state.hold = { pathEnd: 'shop-goods/pull', until: new Promise((r) => { release = r; }) };
    const slowPull = device.engine.refresh({ kind: 'shopGoods' });
    await new Promise((r) => setTimeout(r, 200));
    await device.engine.mutate('shopGoods.update', { goodsId: goods!.id, base: { salePrice: goods!.sale_price }, changes: { salePrice: '88.80' } } as never);
    await idle();
    release();
    await slowPull;
    device.network.state.hold = null;

    const shown = (await until(live('shopGoodsView', { userId }), () => true)).find((g) => g.goodsId === goods!.id);
    expect(shown).toMatchObject({ salePrice: 8880 });
    expect(shown?.pending).toBeFalsy();
  });
});
