// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Observable } from 'rxjs';
import { focusCheck } from '../../src/contract/catalogue/my-lists';
import { findShop } from '../../src/sync/my-lists-records';
import type { ListEntryView } from '../../src/sync/my-lists-view';
import type { ListEntryType } from '../../src/db/records/list-entry';
import { loginByCode } from '../../server/test-support/login';
import { queryRows, userHeaders, type TestApp } from '../../server/test-support/test-app';
import { openDevice, startServer, until, type Device } from './harness';

let t: TestApp;
let baseUrl: string;
let device: Device;
let token: string;

const myLists = (type: ListEntryType) => new Observable<ListEntryView[]>((sub) =>
  device.engine.watch('myListsView', { userId: device.session!.userId, type }, (v) => sub.next(v)));
const fans = async (shopId: string) => (await queryRows<{ fans: number | null }>(t, `select fans from shops where id = '${shopId}'`))[0]!.fans ?? 0;
const idle = (d: Device) => new Promise<void>((resolve) => {
  const stop = d.engine.status.subscribe((s) => { if (s.pending === 0) { resolve(); queueMicrotask(() => stop()); } });
});

beforeEach(async () => {
  ({ t, baseUrl } = await startServer());
  device = await openDevice(t, baseUrl);
  const login = await loginByCode(t, '13912347777');
  token = login.token;
  device.session = { userId: login.userId, userToken: login.token, shopToken: login.shopToken };
  device.engine.setSession(device.session);
});
afterEach(async () => {
  await device.close();
  await t.close();
});

const shopPreview = { title: '华强数码专营店', image: '/x.svg', price: 0, sub: '', extra: 'SP10002', classId: '' };

describe('follow and collect through the outbox', () => {
  it('queued offline, shown at once as pending, replayed once when back online', async () => {
    const [goods] = await queryRows<{ id: string }>(t, "select id from goods where on_shelf and kind = 'ordinary' order by id limit 1");
    const before = await fans('S0002');
    device.network.state.offline = true;
    expect(await device.engine.mutate('marks.follow', { shopsId: 'S0002' }, shopPreview)).toMatchObject({ ok: true });
    expect(await device.engine.mutate('marks.collect', { goodsId: goods!.id }, { ...shopPreview, title: '收藏的商品', extra: 'ordinary' })).toMatchObject({ ok: true });
    expect(await until(myLists('focus'), (v) => v.length === 1)).toMatchObject([{ targetId: 'S0002', pending: true }]);
    expect(await until(myLists('collect'), (v) => v.length === 1)).toMatchObject([{ targetId: goods!.id, pending: true }]);

    // the first answer is lost after the host committed: the retry with the same key must not act again
    device.network.state.offline = false;
    device.network.state.dropResponses = 1;
    device.engine.setOnline(true);
    await until(myLists('focus'), (v) => v.length === 1 && !v[0]!.pending);
    await until(myLists('collect'), (v) => v.length === 1 && !v[0]!.pending);
    await device.engine.drain();
    await idle(device);

    expect(await fans('S0002')).toBe(before + 1);
    // The demo seed has other followers of S0002: this user's rows are what the replays must not double.
    const mine = `user_id = '${device.session!.userId}'`;
    expect(await queryRows(t, `select * from shop_focus where shop_id = 'S0002' and ${mine}`)).toHaveLength(1);
    expect(await queryRows(t, `select * from goods_collects where goods_id = '${goods!.id}' and ${mine}`)).toHaveLength(1);
    expect((await t.call(focusCheck, { id: 'S0002', shopsNo: 'SP10002' }, userHeaders(token))).code).toBe(1);
  });

  it('unfollow offline after a confirmed follow: hidden at once, the host shows not focused once online', async () => {
    await device.engine.mutate('marks.follow', { shopsId: 'S0003' }, shopPreview);
    await until(myLists('focus'), (v) => v.length === 1 && !v[0]!.pending);
    const followed = await fans('S0003');

    device.network.state.offline = true;
    await device.engine.mutate('marks.unfollow', { shopsId: 'S0003' });
    expect(await until(myLists('focus'), (v) => v.length === 0)).toEqual([]);
    device.network.state.offline = false;
    device.engine.setOnline(true);
    await device.engine.drain();
    await idle(device);
    expect((await t.call(focusCheck, { id: 'S0003', shopsNo: 'SP10003' }, userHeaders(token))).code).toBe(500);
    expect(await fans('S0003')).toBe(followed - 1);
  });

  it('a shop visit pulls the client copy and the focus check into the store', async () => {
    await t.call((await import('../../src/contract/catalogue/my-lists')).focusAdd, { shopsId: 'S0005' }, userHeaders(token));
    expect(await device.engine.refresh({ kind: 'shop', shopId: 'S0005' })).toEqual({ ok: true });
    const shop = await findShop(device.db, 'S0005');
    expect(shop).toMatchObject({ shopName: '云南高原生鲜直供', shopFans: 1, locationId: '530100' });
    expect(await until(myLists('focus'), (v) => v.length === 1)).toMatchObject([{ targetId: 'S0005', pending: false }]);
    expect(await device.engine.refresh({ kind: 'shop', shopId: 'S9999' })).toMatchObject({ ok: false, msg: '店铺不存在' });
  });

  it('records a goods visit as a footprint without queueing anything, and the recommend parameters follow it', async () => {
    const rows = await queryRows<{ id: string; class_id: string }>(t, "select id, class_id from goods where on_shelf and kind = 'ordinary' order by id limit 2");
    expect(await device.engine.refresh({ kind: 'footprint', goodsId: rows[0]!.id })).toEqual({ ok: true });
    t.clock.now += 1000;
    expect(await device.engine.refresh({ kind: 'footprint', goodsId: rows[1]!.id })).toEqual({ ok: true });
    expect((await until(myLists('browse'), (v) => v.length === 2)).map((m) => m.targetId)).toEqual([rows[1]!.id, rows[0]!.id]);
    const params = await until(new Observable<{ classId: string }[]>((sub) =>
      device.engine.watch('recommendParams', { userId: device.session!.userId }, (v) => sub.next(v))), (v) => v.length > 0);
    expect(params[0]).toEqual({ classId: rows[1]!.class_id });
    expect(await device.db.outbox.count().exec()).toBe(0);
  });

  it('keeps a footprint recorded while 浏览足迹 was being read: the older answer is dropped, the next read has both (RELIABILITY 5)', async () => {
    const rows = await queryRows<{ id: string }>(t, "select id from goods where on_shelf and kind = 'ordinary' order by id limit 2");
    expect(await device.engine.refresh({ kind: 'footprint', goodsId: rows[0]!.id })).toEqual({ ok: true });
    await until(myLists('browse'), (v) => v.length === 1);

    // The list is read by the host before the second visit is recorded, and its answer arrives after it.
    let release!: () => void;
    device.network.state.hold = { pathEnd: '/api/usertrack/find', until: new Promise((r) => { release = r; }) };
    const listRead = device.engine.refresh({ kind: 'marks', entry: 'browse' });
    await until(new Observable<number>((sub) => { const timer = setInterval(() => sub.next(device.network.state.requests.filter((p) => p.endsWith('/api/usertrack/find')).length), 10); return () => clearInterval(timer); }), (n) => n === 1);
    t.clock.now += 1000;
    expect(await device.engine.refresh({ kind: 'footprint', goodsId: rows[1]!.id })).toEqual({ ok: true });
    release();
    expect(await listRead).toEqual({ ok: true });
    device.network.state.hold = null;
    expect((await until(myLists('browse'), (v) => v.length === 2)).map((m) => m.targetId)).toEqual([rows[1]!.id, rows[0]!.id]);

    expect(await device.engine.refresh({ kind: 'marks', entry: 'browse' })).toEqual({ ok: true });
    expect((await until(myLists('browse'), (v) => v.length === 2)).map((m) => m.targetId)).toEqual([rows[1]!.id, rows[0]!.id]);
  });
});
