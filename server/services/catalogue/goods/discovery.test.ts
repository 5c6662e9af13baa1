// @vitest-environment node
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOODS_KINDS, type Goods } from '../../../../src/contract/entities/goods';
import { KIND_DETAIL_CALLS, type KindWithDetail } from '../../../../src/contract/catalogue/goods-detail';
import { ageList, childClass, classGoodsList, firstClass, locationList, oneLevelClasses } from '../../../../src/contract/catalogue/goods-list';
import { dayNewGoods, honourRecommend, pageTemplate, platformAds } from '../../../../src/contract/catalogue/home';
import { createTestApp, queryRows, type TestApp } from '../../../test-support/test-app';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

async function count(where: string): Promise<number> {
  const [row] = await queryRows<{ n: string }>(t, `select count(*) as n from goods g join shops s on s.id = g.shop_id where g.on_shelf and ${where}`);
  return Number(row!.n);
}

const ids = (list: Goods[]) => list.map((g) => g.goodsId);

describe('categories', () => {
  it('answers the first level, a first-level class\'s tree and a class\'s children', async () => {
    const roots = (await t.call(oneLevelClasses, {})).data;
    expect(roots.length).toBeGreaterThanOrEqual(4);
    expect(roots.every((r) => r.level === 1 && r.classList.length === 0)).toBe(true);
    const tree = (await t.call(firstClass, { classId: roots[0]!.id })).data;
    expect(tree.every((n) => n.level === 2 && n.classPid === roots[0]!.id)).toBe(true);
    expect(tree.some((n) => n.classList.length > 0 && n.classList.every((leaf) => leaf.level === 3))).toBe(true);
    const children = (await t.call(childClass, { classId: tree[0]!.id })).data;
    expect(children.map((c) => c.id)).toEqual(tree[0]!.classList.map((c) => c.id));
    expect((await t.call(firstClass, { classId: '999999' })).msg).toBe('分类不存在');
  });

  it('answers the age and location choices of the filter popup', async () => {
    expect((await t.call(ageList, {})).data.length).toBeGreaterThan(0);
    const { locations, ownShopIds } = (await t.call(locationList, {})).data;
    const guangdong = locations.find((l) => l.locationId === '440000')!;
    expect(guangdong.locationName).toBe('广东省');
    expect(guangdong.shopIds).toContain('S0001');
    expect(ownShopIds).toContain('S0001');
  });
});

describe('goodsClassManage/getGoodsList', () => {
  it('filters by a class and everything under it', async () => {
    const answer = await t.call(classGoodsList, { classId: '01', pageSize: 100 });
    expect(answer.data.total).toBe(await count("g.class_id like '01%'"));
    expect(answer.data.goodsList.every((g) => g.goodsClassId.startsWith('01'))).toBe(true);
  });

  it('filters by the shop\'s location, 自营, age and kind', async () => {
    const gd = await t.call(classGoodsList, { locationId: '440000', pageSize: 100 });
    expect(gd.data.total).toBe(await count("s.location1 = '440000'"));
    const own = await t.call(classGoodsList, { ownGoods: '1', pageSize: 5 });
    expect(own.data.total).toBe(await count('s.is_zfm = 1'));
    const age = (await t.call(ageList, {})).data[0]!;
    const aged = await t.call(classGoodsList, { age, pageSize: 100 });
    expect(aged.data.goodsList.every((g) => g.age === age)).toBe(true);
    expect(aged.data.total).toBe(await count(`g.age = '${age}'`));
    const gold = await t.call(classGoodsList, { goodsKind: 'gold', pageSize: 100 });
    expect(gold.data.goodsList.every((g) => g.goodsKind === 'gold')).toBe(true);
  });

  it('sorts by sales, by price within a range, and newest first for 综合', async () => {
    const sales = (await t.call(classGoodsList, { otherSort: '01', pageSize: 50 })).data.goodsList.map((g) => g.sales);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    const priced = (await t.call(classGoodsList, { otherSort: '02', priceSort: '00', startPrice: '100', endPrice: '500.5', pageSize: 100 })).data;
    const prices = priced.goodsList.map((g) => g.goodsSalePrice);
    expect(prices.every((p) => p >= 10000 && p <= 50050)).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(priced.total).toBe(await count('g.sale_price between 10000 and 50050'));
    const newest = (await t.call(classGoodsList, { otherSort: '00', pageSize: 50 })).data.goodsList.map((g) => g.updatedAt);
    expect(newest).toEqual([...newest].sort((a, b) => b - a));
  });

  it('sorts the 积分商城 (integral goods alone) under 价格 by points, which a shop sets apart from the price', async () => {
    // Points against the price: the dearest goods costs the fewest points.
    await t.database.db.execute(sql`update goods set extra = extra || jsonb_build_object('points', 1000000 - sale_price) where kind = 'integral'`);
    const list = async (priceSort: '00' | '01') =>
      (await t.call(classGoodsList, { goodsKind: 'integral', otherSort: '02', priceSort, pageSize: 100 })).data.goodsList.map((g) => g.points!);
    const ascending = await list('01');
    expect(ascending.length).toBeGreaterThan(2);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = await list('00');
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    // Every kind together keeps the price order.
    const mixed = (await t.call(classGoodsList, { otherSort: '02', priceSort: '01', pageSize: 100 })).data.goodsList.map((g) => g.goodsSalePrice);
    expect(mixed).toEqual([...mixed].sort((a, b) => a - b));
  });

  it('pages without repeating or skipping goods', async () => {
    const query = { classId: '01', otherSort: '02' as const, priceSort: '01' as const };
    const first = (await t.call(classGoodsList, { ...query, pageNum: 1, pageSize: 10 })).data;
    const second = (await t.call(classGoodsList, { ...query, pageNum: 2, pageSize: 10 })).data;
    const both = (await t.call(classGoodsList, { ...query, pageNum: 1, pageSize: 20 })).data;
    expect([...ids(first.goodsList), ...ids(second.goodsList)]).toEqual(ids(both.goodsList));
  });

  it('refuses bad filter input with a Chinese message naming the field', async () => {
    expect((await t.call(classGoodsList, { startPrice: '12' })).msg).toBe('最高价不能为空');
    expect((await t.call(classGoodsList, { classId: '01a' })).msg).toBe('分类编号格式不正确');
    expect((await t.call(classGoodsList, { goodsKind: 'car' })).msg).toBe('商品类型不正确');
    expect((await t.call(classGoodsList, { ownGoods: '2' })).msg).toBe('自营筛选不正确');
  });
});

describe('home', () => {
  it('answers the ads, the active template, honour goods and day-new goods', async () => {
    const ads = (await t.call(platformAds, {})).data;
    expect(ads[0]!.title).toBe('星Q双11狂欢节');
    const template = (await t.call(pageTemplate, {})).data!;
    expect(template.templateId).toBe('T001');
    expect(template.modules.map((m) => m.type)).toEqual(['banner', 'hotWords', 'nav', 'honour', 'dayNew', 'auction', 'starq']);
    const honour = (await t.call(honourRecommend, {})).data.goodsList;
    expect(honour.length).toBe(6);
    expect(honour.every((g) => g.rankName !== '')).toBe(true);
    const dayNew = (await t.call(dayNewGoods, { pageNum: 1, pageSize: 10 })).data;
    const times = dayNew.goodsList.map((g) => g.updatedAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(dayNew.total).toBe(await count('true'));
  });
});

describe('goods detail per kind', () => {
  const kinds = GOODS_KINDS.filter((k): k is KindWithDetail => k !== 'ordinary');

  it.each(kinds)('answers a %s goods with what its kind means to a buyer', async (kind) => {
    const [row] = await queryRows<{ id: string; extra: Record<string, unknown> }>(t, `select id, extra from goods where kind = '${kind}' order by id limit 1`);
    const answer = await t.call(KIND_DETAIL_CALLS[kind], { goodsId: row!.id });
    expect(answer.code).toBe(0);
    const data = answer.data as Goods & { kindInfo: Record<string, unknown> };
    expect(data.goodsKind).toBe(kind);
    expect(data.kindInfo).toEqual(row!.extra);
  });

  it('refuses goods of another kind', async () => {
    const [row] = await queryRows<{ id: string }>(t, "select id from goods where kind = 'ordinary' limit 1");
    const answer = await t.call(KIND_DETAIL_CALLS.auction, { goodsId: row!.id });
    expect(answer.code).toBe(4004);
    expect(answer.msg).toBe('拍卖商品不存在');
  });
});
