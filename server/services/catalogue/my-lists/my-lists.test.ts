// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buyTrack, collectAdd, collectCheck, collectDelete, collectList, focusAdd, focusCheck, focusDelete, focusList, trackAdd, trackFind,
} from '../../../../src/contract/catalogue/my-lists';
import { createTestApp, queryRows, userHeaders, type TestApp } from '../../../test-support/test-app';
import { loginByCode } from '../../../test-support/login';

let t: TestApp;
let alice: string;
let bob: string;

const fans = async (shopId: string) =>
  (await queryRows<{ fans: number | null }>(t, `select fans from shops where id = '${shopId}'`))[0]!.fans;
const goodsWhere = async (where: string) =>
  (await queryRows<{ id: string; class_id: string }>(t, `select id, class_id from goods where ${where} order by id limit 3`));

beforeAll(async () => {
  t = await createTestApp();
  alice = (await loginByCode(t, '13912340001')).token;
  bob = (await loginByCode(t, '13912340002')).token;
});
afterAll(async () => { await t.close(); });

describe('shop focus', () => {
  it('answers the check with code 1 when focused and 500 when not, and counts the fan once', async () => {
    const check = { id: 'S0002', shopsNo: 'SP10002' };
    expect((await t.call(focusCheck, check, userHeaders(alice))).code).toBe(500);
    const before = await fans('S0002');
    const added = await t.call(focusAdd, { shopsId: 'S0002' }, userHeaders(alice, 'f-1'));
    expect(added.data).toMatchObject({ shopsId: 'S0002', isFocus: 1, shopFans: before! + 1, item: { shopName: '华强数码专营店' } });
    // a replay of the same key and a second follow both leave one fan more
    await t.call(focusAdd, { shopsId: 'S0002' }, userHeaders(alice, 'f-1'));
    await t.call(focusAdd, { shopsId: 'S0002' }, userHeaders(alice, 'f-2'));
    expect(await fans('S0002')).toBe(before! + 1);
    expect((await t.call(focusCheck, check, userHeaders(alice))).code).toBe(1);
    expect((await t.call(focusCheck, check, userHeaders(bob))).code).toBe(500);

    const list = await t.call(focusList, {}, userHeaders(alice));
    expect(list.data.list.map((s: { shopsId: string }) => s.shopsId)).toEqual(['S0002']);
    expect((await t.call(focusList, {}, userHeaders(bob))).data.total).toBe(0);

    const removed = await t.call(focusDelete, { shopsId: 'S0002' }, userHeaders(alice, 'f-3'));
    expect(removed.data).toMatchObject({ isFocus: 0, shopFans: before, item: null });
    expect((await t.call(focusCheck, check, userHeaders(alice))).code).toBe(500);
  });

  it('starts a null fan count at 1 (spec §3 shopFans default 0) and refuses unknown shops and mismatched numbers', async () => {
    expect(await fans('S0005')).toBeNull();
    expect((await t.call(focusAdd, { shopsId: 'S0005' }, userHeaders(bob))).data.shopFans).toBe(1);
    expect(await t.call(focusAdd, { shopsId: 'S9999' }, userHeaders(bob))).toMatchObject({ code: 4004, msg: '店铺不存在' });
    expect((await t.call(focusCheck, { id: 'S0005', shopsNo: 'SP10002' }, userHeaders(bob))).code).toBe(4004);
  });

  it('refuses a shop owner following their own shop, and visitors', async () => {
    const owner = (await loginByCode(t, '13800000002')).token;
    expect(await t.call(focusAdd, { shopsId: 'S0001' }, userHeaders(owner))).toMatchObject({ code: 4000, msg: '不能关注自己的店铺' });
    expect((await t.call(focusCheck, { id: 'S0001', shopsNo: 'SP10001' }, userHeaders(''))).code).toBe(4012);
  });
});

describe('collect', () => {
  it('adds, checks, lists and deletes a collected goods, each user only their own', async () => {
    const [a, b] = await goodsWhere("on_shelf and kind = 'ordinary'");
    await t.call(collectAdd, { goodsId: a!.id }, userHeaders(alice, 'c-1'));
    const second = await t.call(collectAdd, { goodsId: b!.id }, userHeaders(alice, 'c-2'));
    expect(second.data).toMatchObject({ goodsId: b!.id, isCollect: 1, item: { goodsId: b!.id } });
    expect((await t.call(collectCheck, { goodsId: a!.id }, userHeaders(alice))).data.isCollect).toBe(1);
    expect((await t.call(collectCheck, { goodsId: a!.id }, userHeaders(bob))).data.isCollect).toBe(0);
    const list = await t.call(collectList, { pageNum: 1, pageSize: 10 }, userHeaders(alice));
    expect(list.data.total).toBe(2);
    expect(list.data.list[0]!.goodsId).toBe(b!.id);

    // bob deleting alice's goods id only touches bob's (empty) collection
    await t.call(collectDelete, { goodsId: a!.id }, userHeaders(bob, 'c-3'));
    expect((await t.call(collectList, {}, userHeaders(alice))).data.total).toBe(2);
    expect((await t.call(collectList, {}, userHeaders(bob))).data.total).toBe(0);
    const deleted = await t.call(collectDelete, { goodsId: a!.id }, userHeaders(alice, 'c-4'));
    expect(deleted.data).toMatchObject({ isCollect: 0, item: null });
    expect((await t.call(collectList, {}, userHeaders(alice))).data.total).toBe(1);
  });

  it('refuses off-shelf and unknown goods with a Chinese message', async () => {
    const [off] = await goodsWhere('not on_shelf');
    expect(await t.call(collectAdd, { goodsId: off!.id }, userHeaders(bob))).toMatchObject({ code: 4202, msg: '商品已下架' });
    expect(await t.call(collectAdd, { goodsId: 'G999999' }, userHeaders(bob))).toMatchObject({ code: 4004, msg: '商品不存在' });
    expect(await t.call(collectList, { pageSize: 500 }, userHeaders(bob))).toMatchObject({ code: 4000, msg: '每页条数不能超过100' });
  });
});

describe('footprints', () => {
  it('keeps one browse footprint per goods, newest first, counting visits', async () => {
    const [a, b] = await goodsWhere("on_shelf and kind = 'ordinary' and id > 'G000100'");
    await t.call(trackAdd, { goodsId: a!.id }, userHeaders(alice, 't-1'));
    t.clock.now += 1000;
    await t.call(trackAdd, { goodsId: b!.id }, userHeaders(alice, 't-2'));
    t.clock.now += 1000;
    const again = await t.call(trackAdd, { goodsId: a!.id }, userHeaders(alice, 't-3'));
    expect(again.data).toMatchObject({ goodsId: a!.id, visits: 2, goodsClassId: a!.class_id });
    const found = await t.call(trackFind, {}, userHeaders(alice));
    expect(found.data.list.map((i: { goodsId: string }) => i.goodsId)).toEqual([a!.id, b!.id]);
    expect((await t.call(trackFind, {}, userHeaders(bob))).data.total).toBe(0);
    expect((await t.call(buyTrack, {}, userHeaders(alice))).data.total).toBe(0);
  });

  it('shows the demo consumer the seeded buy footprints', async () => {
    const demo = (await loginByCode(t, '13800000001')).token;
    const bought = await t.call(buyTrack, {}, userHeaders(demo));
    expect(bought.data.total).toBeGreaterThan(0);
    const times = bought.data.list.map((i: { trackTime: number }) => i.trackTime);
    expect(times).toEqual([...times].sort((x, y) => y - x));
  });
});
