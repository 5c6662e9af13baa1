// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toClientShop } from '../../../../src/contract/entities/shop';
import { focusAdd } from '../../../../src/contract/catalogue/my-lists';
import { shopCommentDetail, shopComments, shopDetail, shopGoods, shopsList } from '../../../../src/contract/catalogue/shops';
import { createTestApp, queryRows, userHeaders, type TestApp } from '../../../test-support/test-app';
import { loginByCode } from '../../../test-support/login';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await loginByCode(t, '13912340003'));
});
afterAll(async () => { await t.close(); });

describe('shop detail', () => {
  it('answers code 200 with the spec fields, and the client copy derives cover, fans and deepest location', async () => {
    const answer = await t.call(shopDetail, { shopsId: 'S0005' });
    expect(answer.code).toBe(200);
    expect(answer.data.shops).toMatchObject({ shopsId: 'S0005', shopsFocuNums: null, location3: null, location2: '530100' });
    expect(answer.data.shopsBasicData).toMatchObject({ goodsCount: expect.any(Number), commentCount: expect.any(Number) });
    const shop = toClientShop(answer.data);
    expect(shop).toMatchObject({ shopFans: 0, locationId: '530100', shopCover: answer.data.shops.shopLogo, isFocus: 0 });
    expect(toClientShop((await t.call(shopDetail, { shopsId: 'S0001' })).data)).toMatchObject({ locationId: '440305', rankName: '钻石店铺', isZfm: 1 });
  });

  it('tells a logged-in viewer whether they follow the shop', async () => {
    await t.call(focusAdd, { shopsId: 'S0003' }, userHeaders(token));
    expect((await t.call(shopDetail, { shopsId: 'S0003' }, userHeaders(token))).data.isFocus).toBe(1);
    expect((await t.call(shopDetail, { shopsId: 'S0003' })).data.isFocus).toBe(0);
  });

  it('refuses an unknown or banned shop with a message the client toasts', async () => {
    expect(await t.call(shopDetail, { shopsId: 'S9999' })).toMatchObject({ code: 4004, msg: '店铺不存在' });
    await queryRows(t, "update shops set banned = true where id = 'S0015'");
    expect(await t.call(shopDetail, { shopsId: 'S0015' })).toMatchObject({ code: 4103, msg: '该店铺已被封禁' });
    await queryRows(t, "update shops set banned = false where id = 'S0015'");
  });
});

describe('shops list and shop goods', () => {
  it('lists shops by fans and finds them by any part of the name', async () => {
    const all = await t.call(shopsList, { pageNum: 1, pageSize: 5 });
    expect(all.data.total).toBe(15);
    const fansOrder = all.data.list.map((s: { shopFans: number }) => s.shopFans);
    expect(fansOrder).toEqual([...fansOrder].sort((a, b) => b - a));
    const found = await t.call(shopsList, { keyword: '数码' });
    expect(found.data.list.map((s: { shopName: string }) => s.shopName)).toEqual(['华强数码专营店']);
    expect((await t.call(shopsList, { keyword: '%' })).data.total).toBe(0);
  });

  it('lists only the shop\'s on-shelf goods, sorted as asked', async () => {
    const byPrice = await t.call(shopGoods, { shopsId: 'S0002', otherSort: '02', priceSort: '01', pageSize: 50 });
    const prices = byPrice.data.list.map((g: { goodsSalePrice: number }) => g.goodsSalePrice);
    expect(prices.length).toBeGreaterThan(3);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(byPrice.data.list.every((g: { showShopId: string; onShelf: boolean }) => g.showShopId === 'S0002' && g.onShelf)).toBe(true);
    const [row] = await queryRows<{ n: number }>(t, "select count(*)::int as n from goods where shop_id = 'S0002' and on_shelf");
    expect(byPrice.data.total).toBe(row!.n);
    const bySales = await t.call(shopGoods, { shopsId: 'S0002', otherSort: '01' });
    const sales = bySales.data.list.map((g: { sales: number }) => g.sales);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    expect(await t.call(shopGoods, { shopsId: 'S0002', otherSort: '09' })).toMatchObject({ code: 4000, msg: '排序方式不正确' });
  });
});

describe('shop comments', () => {
  it('lists the shop\'s evaluations newest first with masked names, rating and pictures, and opens one', async () => {
    const answer = await t.call(shopComments, { shopsId: 'S0001' });
    expect(answer.data.total).toBeGreaterThanOrEqual(3);
    expect(answer.data.ratingX10).toBeGreaterThanOrEqual(10);
    const first = answer.data.list[0]!;
    expect(first.usersName).toMatch(/\*/);
    expect(first.rating).toBeGreaterThanOrEqual(1);
    const times = answer.data.list.map((c: { createdAt: number }) => c.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const detail = await t.call(shopCommentDetail, { id: first.id });
    expect(detail.data).toMatchObject({ id: first.id, shopsId: 'S0001', content: first.content, images: first.images });
    expect(await t.call(shopCommentDetail, { id: 'CM999999' })).toMatchObject({ code: 4004, msg: '评价不存在' });
  });
});
