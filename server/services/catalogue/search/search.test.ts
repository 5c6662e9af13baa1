// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeAuctions, starqHomeGoods } from '../../../../src/contract/catalogue/home';
import { historyKeywords, hotKeywords, searchGlobalGoods, searchGoods, searchNames, searchShops } from '../../../../src/contract/catalogue/search';
import type { Goods } from '../../../../src/contract/entities/goods';
import { createTestApp, queryRows, userHeaders, type TestApp } from '../../../test-support/test-app';
import { loginByCode } from '../../../test-support/login';

let t: TestApp;

beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const names = (list: Goods[]) => list.map((g) => g.goodsName);

describe('searchManage/getGoodsList', () => {
  it('finds goods by any part of a Chinese name: 手机壳 finds 华为手机壳透明防摔', async () => {
    const answer = await t.call(searchGoods, { keyword: '手机壳', pageSize: 100 });
    expect(answer.code).toBe(0);
    expect(names(answer.data.goodsList)).toContain('华为手机壳透明防摔');
    expect(answer.data.goodsList.every((g) => g.goodsName.includes('手机壳'))).toBe(true);
    const [row] = await queryRows<{ n: string }>(t, "select count(*) as n from goods where on_shelf and name like '%手机壳%'");
    expect(answer.data.total).toBe(Number(row!.n));
    const middle = await t.call(searchGoods, { keyword: '透明防', pageSize: 100 });
    expect(names(middle.data.goodsList)).toContain('华为手机壳透明防摔');
  });

  it('suggests the names a typed keyword finds (getNames): the search\'s first names, each once, at most ten, nothing remembered', async () => {
    const login = await loginByCode(t, '13912340077');
    const suggested = await t.call(searchNames, { keyword: ' 手机 ' }, userHeaders(login.token));
    expect(suggested.code).toBe(0);
    const searched = await t.call(searchGoods, { keyword: '手机', pageSize: 20 });
    expect(suggested.data).toEqual([...new Set(names(searched.data.goodsList))].slice(0, 10));
    expect(suggested.data).toContain('华为手机壳透明防摔');
    expect((await t.call(historyKeywords, {}, userHeaders(login.token))).data).toEqual([]);
    expect((await t.call(searchNames, { keyword: '没有这种东西' })).data).toEqual([]);
    expect(await t.call(searchNames, { keyword: '  ' })).toMatchObject({ code: 4000, msg: '请输入搜索关键词' });
  });

  it('treats LIKE metacharacters in the keyword as plain text', async () => {
    for (const keyword of ['%', '_', '手机%壳']) {
      const answer = await t.call(searchGoods, { keyword });
      expect(answer.data.total, keyword).toBe(0);
    }
  });

  it('filters by a price range and sorts by price both ways', async () => {
    const asc = await t.call(searchGoods, { keyword: '手机壳', startPrice: '20', endPrice: '60', otherSort: '02', priceSort: '01', pageSize: 100 });
    const prices = asc.data.goodsList.map((g) => g.goodsSalePrice);
    expect(prices.length).toBeGreaterThan(1);
    expect(prices.every((p) => p >= 2000 && p <= 6000)).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = await t.call(searchGoods, { keyword: '手机壳', startPrice: '20', endPrice: '60', otherSort: '02', priceSort: '00', pageSize: 100 });
    expect(desc.data.goodsList.map((g) => g.goodsSalePrice)).toEqual([...prices].sort((a, b) => b - a));
  });

  it('refuses a half-filled or reversed price range and bad sort values with the Chinese message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ startPrice: '10' }, '最高价不能为空'],
      [{ endPrice: '10' }, '最低价不能为空'],
      [{ startPrice: '50', endPrice: '10' }, '最高价不能小于最低价'],
      [{ startPrice: 'abc', endPrice: '10' }, '最低价格式不正确'],
      [{ startPrice: '1', endPrice: '99999999999' }, '最高价超出范围'],
      [{ otherSort: '09' }, '排序方式不正确'],
    ];
    for (const [filter, msg] of cases) {
      const answer = await t.call(searchGoods, { keyword: '手机壳', ...filter });
      expect(answer.code, msg).toBe(4000);
      expect(answer.msg).toBe(msg);
    }
    expect((await t.call(searchGoods, { keyword: '  ' })).msg).toBe('请输入搜索关键词');
  });

  it('remembers a logged-in user\'s keywords, newest first, visible only to them', async () => {
    const alice = await loginByCode(t, '13911110001');
    const bob = await loginByCode(t, '13911110002');
    await t.call(searchGoods, { keyword: '手机壳' }, userHeaders(alice.token));
    t.clock.now += 1000;
    await t.call(searchGlobalGoods, { keyword: '奶粉' }, userHeaders(alice.token));
    t.clock.now += 1000;
    await t.call(searchGoods, { keyword: '手机壳' }, userHeaders(alice.token));
    await t.call(searchGoods, { keyword: '连衣裙' });
    expect((await t.call(historyKeywords, {}, userHeaders(alice.token))).data).toEqual(['手机壳', '奶粉']);
    expect((await t.call(historyKeywords, {}, userHeaders(bob.token))).data).toEqual([]);
    expect((await t.call(historyKeywords, {})).code).toBe(4012);
  });
});

describe('global goods, shops, hot keywords', () => {
  it('searches only global goods in getGlobalGoodsList', async () => {
    const answer = await t.call(searchGlobalGoods, { keyword: '海外直邮', pageSize: 100 });
    expect(answer.data.total).toBeGreaterThan(0);
    expect(answer.data.goodsList.every((g) => g.goodsKind === 'global')).toBe(true);
  });

  it('finds shops by part of their name with their goods count', async () => {
    const answer = await t.call(searchShops, { keyword: '旗舰' });
    expect(answer.data.shops.map((s) => s.shopName)).toContain('星Q官方旗舰店');
    expect(answer.data.shops.every((s) => s.shopName.includes('旗舰'))).toBe(true);
    const official = answer.data.shops.find((s) => s.shopId === 'S0001')!;
    const [row] = await queryRows<{ n: string }>(t, "select count(*) as n from goods where shop_id = 'S0001' and on_shelf");
    expect(official.goodsCount).toBe(Number(row!.n));
  });

  it('answers the hot keywords in order', async () => {
    const answer = await t.call(hotKeywords, {});
    expect(answer.data[0]).toBe('手机壳');
    expect(answer.data.length).toBeGreaterThanOrEqual(5);
  });
});

describe('home search calls', () => {
  it('pages 星Q home goods: cart kinds only, best sellers first', async () => {
    const first = await t.call(starqHomeGoods, { pageNum: 1, pageSize: 20 });
    const second = await t.call(starqHomeGoods, { pageNum: 2, pageSize: 20 });
    const all = [...first.data.goodsList, ...second.data.goodsList];
    expect(all.every((g) => g.goodsKind === 'ordinary' || g.goodsKind === 'global')).toBe(true);
    const sales = all.map((g) => g.sales);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    expect(new Set(all.map((g) => g.goodsId)).size).toBe(40);
  });

  it('lists running auctions ending soonest first, with the current bid', async () => {
    const answer = await t.call(homeAuctions, {});
    const list = answer.data.goodsList;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((g) => g.goodsKind === 'auction' && g.endsAt > t.clock.now && g.currentBid > 0)).toBe(true);
    const ends = list.map((g) => g.endsAt);
    expect(ends).toEqual([...ends].sort((a, b) => a - b));
  });
});
