// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Observable } from 'rxjs';
import { cartAdd, cartList } from '../../src/contract/orders/cart';
import { goodsDetail } from '../../src/contract/catalogue/goods';
import { GoodsSchema } from '../../src/contract/entities/goods';
import type { CartViewGroup } from '../../src/sync/cart-view';
import type { SyncStatus } from '../../src/sync/status';
import { queryRows, userHeaders, type TestApp } from '../../server/test-support/test-app';
import { openDevice, signIn, startServer, until, type Device } from './harness';

let t: TestApp;
let baseUrl: string;
let device: Device;

function cartView(d: Device): Observable<CartViewGroup[]> {
  return new Observable((sub) => d.engine.watch('cartView', { userId: d.session!.userId }, (v) => sub.next(v)));
}
function status(d: Device): Observable<SyncStatus> {
  return new Observable((sub) => d.engine.status.subscribe((s) => sub.next(s)));
}
const lines = (groups: CartViewGroup[]) => groups.flatMap((g) => g.orderGoodsVoList);

async function hostCart(token: string) {
  return (await t.call(cartList, {}, userHeaders(token))).data.flatMap((g: { orderGoodsVoList: { goodsId: string; num: number }[] }) => g.orderGoodsVoList);
}

/** The goods held on the device as a screen that showed them would leave them (the device holds no catalogue). */
async function hold<T extends { id: string }>(rows: T[]): Promise<T[]> {
  for (const row of rows) {
    const detail = (await t.call(goodsDetail, { goodsId: row.id }, userHeaders(''))).data;
    await device.db.goods.upsert({ ...GoodsSchema.parse(detail), usedAt: Date.now() });
  }
  return rows;
}

async function buyable(count: number) {
  return hold(await queryRows<{ id: string; stock: number }>(t, `select id, stock from goods where kind = 'ordinary' and on_shelf and stock >= 10 order by id limit ${count}`));
}

async function previewOf(goodsId: string) {
  const doc = (await device.db.goods.findOne(goodsId).exec())!.toJSON();
  return { goodsName: doc.goodsName, goodsImg: doc.goodsImg, goodsKind: doc.goodsKind, goodsSalePrice: doc.goodsSalePrice, stock: doc.stock, shopId: doc.showShopId, shopName: doc.shopName, shopLogo: '' };
}

beforeEach(async () => {
  ({ t, baseUrl } = await startServer());
  device = await openDevice(t, baseUrl);
});
afterEach(async () => {
  await device.close();
  await t.close();
});

describe('what a device holds of the catalogue (decision 003, the working set)', () => {
  it('a first start brings the category tree and no goods; the goods a screen reads come with it', async () => {
    expect(await device.engine.refresh({ kind: 'catalogue' })).toEqual({ ok: true });
    expect(await device.db.categories.count().exec()).toBeGreaterThan(20);
    expect(await device.db.goods.count().exec()).toBe(0);
    expect(device.network.state.requests.filter((p) => p.endsWith('/pull'))).toHaveLength(0);

    expect(await device.engine.refresh({ kind: 'home' })).toEqual({ ok: true });
    const held = await device.db.goods.find().exec();
    expect(held.length).toBeGreaterThan(1);
    expect(held.every((doc) => doc.usedAt > 0)).toBe(true);
  });
});

describe('a read the host refuses', () => {
  it("answers the screen with the host's message and leaves the app-wide sync bar alone", async () => {
    const result = await device.engine.refresh({ kind: 'goodsDetail', goodsId: 'G_NOT_THERE' });
    expect(result).toMatchObject({ ok: false, errorKind: 'business' });
    expect(device.engine.status.get()).toMatchObject({ lastError: '', online: true });
  });
});

describe('a read that fails, then one that succeeds (issue 34.12)', () => {
  it("takes the failure's message out of the app-wide bar, so it does not follow the user to other screens", async () => {
    device.network.state.offline = true;
    expect(await device.engine.refresh({ kind: 'home' })).toMatchObject({ ok: false, errorKind: 'network' });
    expect(device.engine.status.get().lastError).not.toBe('');
    device.network.state.offline = false;
    expect(await device.engine.refresh({ kind: 'catalogue' })).toEqual({ ok: true });
    expect(device.engine.status.get()).toMatchObject({ lastError: '', online: true });
  });
});

describe('cart pull', () => {
  it('brings in lines added on another device, and waits while this device has changes queued', async () => {
    const login = await signIn(t, device);
    const [a, b] = await buyable(2);
    await t.call(cartAdd, { goodsId: a!.id, num: 2 }, userHeaders(login.token));
    expect(await device.engine.refresh({ kind: 'cart' })).toEqual({ ok: true });
    expect(lines(await until(cartView(device), (g) => lines(g).length === 1))[0]).toMatchObject({ goodsId: a!.id, num: 2, pending: false });

    device.network.state.offline = true;
    await device.engine.mutate('cart.add', { goodsId: b!.id, num: 1 }, await previewOf(b!.id));
    device.network.state.offline = false;
    device.network.state.requests.length = 0;
    await device.engine.refresh({ kind: 'cart' });
    expect(device.network.state.requests.filter((p) => p.endsWith('usersgetbuycartinfo'))).toHaveLength(0);
  });
});

describe('a slow cart read (RELIABILITY 5, issue 10.1)', () => {
  it('never puts back a cart older than a change confirmed while it was in flight', async () => {
    const login = await signIn(t, device);
    const [a] = await buyable(1);
    await t.call(cartAdd, { goodsId: a!.id, num: 1 }, userHeaders(login.token));
    await device.engine.refresh({ kind: 'cart' });
    await until(cartView(device), (g) => lines(g)[0]?.num === 1);

    let release!: () => void;
    device.network.state.hold = { pathEnd: 'usersgetbuycartinfo', until: new Promise((r) => { release = r; }) };
    const slowRead = device.engine.refresh({ kind: 'cart' });
    await new Promise((r) => setTimeout(r, 200));
    await device.engine.mutate('cart.update', { goodsId: a!.id, num: 3 });
    await until(status(device), (s) => s.pending === 0);
    expect((await hostCart(login.token))[0]!.num).toBe(3);

    release();
    await slowRead;
    device.network.state.hold = null;
    expect(lines(await until(cartView(device), () => true))[0]).toMatchObject({ num: 3, pending: false });
  });
});

describe('offline cart (RELIABILITY 1, 2, 13)', () => {
  it('queues changes offline, shows them as pending, and the host gets each exactly once', async () => {
    const login = await signIn(t, device);
    const [a, b] = await buyable(2);
    device.network.state.offline = true;
    expect(await device.engine.mutate('cart.add', { goodsId: a!.id, num: 1 }, await previewOf(a!.id))).toMatchObject({ ok: true });
    await device.engine.mutate('cart.add', { goodsId: b!.id, num: 1 }, await previewOf(b!.id));
    await device.engine.mutate('cart.update', { goodsId: a!.id, num: 3 });

    const offlineView = await until(cartView(device), (g) => lines(g).length === 2);
    expect(lines(offlineView).map((l) => [l.goodsId, l.num, l.pending]).sort()).toEqual([[a!.id, 3, true], [b!.id, 1, true]].sort());
    expect((await until(status(device), (s) => s.pending === 3)).pending).toBe(3);

    device.network.state.offline = false;
    device.engine.setOnline(true);
    await until(status(device), (s) => s.pending === 0);
    const host = await hostCart(login.token);
    expect(host.map((l: { goodsId: string; num: number }) => [l.goodsId, l.num]).sort()).toEqual([[a!.id, 3], [b!.id, 1]].sort());
    const confirmed = await until(cartView(device), (g) => lines(g).every((l) => !l.pending));
    expect(lines(confirmed)).toHaveLength(2);
  });

  it('backs off while the host is unreachable instead of hammering it (RELIABILITY 3)', async () => {
    await signIn(t, device);
    const [a] = await buyable(1);
    device.network.state.offline = true;
    device.network.state.requests.length = 0;
    await device.engine.mutate('cart.add', { goodsId: a!.id, num: 1 }, await previewOf(a!.id));
    await new Promise((r) => setTimeout(r, 2_500));
    const attempts = device.network.state.requests.filter((p) => p.endsWith('/api/sync/batch/member')).length;
    // With random() = 0.5 the waits are 0.75 s, then 1.5 s: at most three tries in 2.5 s.
    expect(attempts).toBeGreaterThanOrEqual(2);
    expect(attempts).toBeLessThanOrEqual(3);
  });

  it('drains a long backlog in batches, each change once (RELIABILITY 12)', async () => {
    const login = await signIn(t, device);
    const targets = await hold(await queryRows<{ id: string }>(t, "select id from goods where kind = 'ordinary' and on_shelf and stock >= 60 order by id limit 5"));
    device.network.state.offline = true;
    for (let i = 0; i < 250; i++) await device.engine.mutate('cart.add', { goodsId: targets[i % 5]!.id, num: 1 }, await previewOf(targets[i % 5]!.id));
    device.network.state.offline = false;
    device.network.state.requests.length = 0;
    device.engine.setOnline(true);
    await until(status(device), (s) => s.pending === 0);
    expect(device.network.state.requests.filter((p) => p.endsWith('/api/sync/batch/member'))).toHaveLength(3);
    const host = await hostCart(login.token);
    expect(host.map((l: { num: number }) => l.num)).toEqual([50, 50, 50, 50, 50]);
  });

  it('a lost response is retried with its key and acts once', async () => {
    const login = await signIn(t, device);
    const [a] = await buyable(1);
    device.network.state.dropResponses = 1;
    await device.engine.mutate('cart.add', { goodsId: a!.id, num: 1 }, await previewOf(a!.id));
    await until(status(device), (s) => s.lastError !== '');
    device.engine.setOnline(true);
    await until(status(device), (s) => s.pending === 0);
    expect(await hostCart(login.token)).toEqual([expect.objectContaining({ goodsId: a!.id, num: 1 })]);
  });

  it('a refused change is rolled back and shown; the next one still goes through (RELIABILITY 3)', async () => {
    const login = await signIn(t, device);
    const [a, b] = await buyable(2);
    device.network.state.offline = true;
    await device.engine.mutate('cart.add', { goodsId: a!.id, num: a!.stock + 1 }, await previewOf(a!.id));
    await device.engine.mutate('cart.add', { goodsId: b!.id, num: 2 }, await previewOf(b!.id));
    device.network.state.offline = false;
    device.engine.setOnline(true);
    const settled = await until(status(device), (s) => s.pending === 0 && s.rejected.length === 1);
    expect(settled.rejected[0]!.msg).toContain('库存不足');
    const view = await until(cartView(device), (g) => lines(g).length === 1 && !lines(g)[0]!.pending);
    expect(lines(view)[0]).toMatchObject({ goodsId: b!.id, num: 2 });
    expect(await hostCart(login.token)).toEqual([expect.objectContaining({ goodsId: b!.id, num: 2 })]);
    await device.engine.dismissRejected(settled.rejected[0]!.id);
    expect((await until(status(device), (s) => s.rejected.length === 0)).rejected).toEqual([]);
  });
});

describe('retrying a refused change (issue 19: the sync status page)', () => {
  it('sends it again as a new mutation and drops the refusal; the host answers the new one', async () => {
    const login = await signIn(t, device);
    const [a] = await buyable(1);
    await device.engine.mutate('cart.add', { goodsId: a!.id, num: a!.stock + 1 }, await previewOf(a!.id));
    const refused = (await until(status(device), (s) => s.pending === 0 && s.rejected.length === 1)).rejected[0]!;
    // Stock is the SKU's since issue 31 (the goods row shows their sum): the default SKU carries the goods' id.
    await queryRows(t, `update goods set stock = ${a!.stock + 5} where id = '${a!.id}'`);
    await queryRows(t, `update goods_skus set stock = ${a!.stock + 5} where id = '${a!.id}'`);
    const retried = await device.engine.retryRejected(refused.id);
    expect(retried).toEqual({ ok: true, id: expect.any(String) });
    expect(retried.ok && retried.id).not.toBe(refused.id);
    await until(status(device), (s) => s.pending === 0 && s.rejected.length === 0);
    expect(await hostCart(login.token)).toEqual([expect.objectContaining({ goodsId: a!.id, num: a!.stock + 1 })]);
    expect(await device.engine.retryRejected(refused.id)).toEqual({ ok: false, msg: '该操作已不存在' });
  });
});

describe('storage failure (RELIABILITY 11)', () => {
  it('tells the user a change could not be stored instead of acknowledging it', async () => {
    await signIn(t, device);
    await device.db.outbox.remove();
    const result = await device.engine.mutate('cart.add', { goodsId: 'G000001', num: 1 }, {});
    expect(result).toEqual({ ok: false, msg: '本机存储空间不足或不可用，此操作未保存' });
    expect(device.engine.getStatus().lastError).toBe('本机存储空间不足或不可用，此操作未保存');
  });
});

describe('login lost with changes queued (RELIABILITY 8)', () => {
  it('pauses on 4010, resumes after the same user logs in, and never replays with another user', async () => {
    const first = await signIn(t, device);
    const [a] = await buyable(1);
    device.network.state.offline = true;
    await device.engine.mutate('cart.add', { goodsId: a!.id, num: 1 }, await previewOf(a!.id));
    t.clock.now += 8 * 24 * 3_600_000;
    device.network.state.offline = false;
    device.engine.setOnline(true);
    expect((await until(status(device), (s) => s.authRequired)).pending).toBe(1);

    const other = await signIn(t, device, '13700001111');
    await new Promise((r) => setTimeout(r, 200));
    expect(await hostCart(other.token)).toEqual([]);

    const again = await signIn(t, device, '13912345678');
    expect(again.userId).toBe(first.userId);
    // Right after setSession the status still shows the other user's empty outbox
    // (pending 0) until this user's outbox query emits: wait for the host's ack instead.
    await until(cartView(device), (g) => lines(g).length === 1 && !lines(g)[0]!.pending);
    expect(await until(status(device), (s) => s.pending === 0)).toMatchObject({ authRequired: false });
    expect(await hostCart(again.token)).toEqual([expect.objectContaining({ goodsId: a!.id, num: 1 })]);
  });
});
