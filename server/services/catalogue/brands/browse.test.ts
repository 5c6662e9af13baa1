// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { globalHotGoods, globalPageInfo, globalTopGoods } from '../../../../src/contract/catalogue/global-purchase';
import { brandDetail, brandList } from '../../../../src/contract/catalogue/brands';
import { createTestApp, queryRows, type TestApp } from '../../../test-support/test-app';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

describe('brand hall', () => {
  it('lists at least 10 brands with generated logos and a floor price from their goods', async () => {
    const answer = await t.call(brandList, { pageSize: 50 });
    expect(answer.data.total).toBeGreaterThanOrEqual(10);
    const huawei = answer.data.list.find((b: { name: string }) => b.name === '华为')!;
    expect(huawei).toMatchObject({ picUrl: expect.stringMatching(/^\/media\/img\//), goodsCount: expect.any(Number) });
    expect(huawei.floorPrice).toBeGreaterThan(0);
  });

  it('opens a brand with its goods, cheapest at the floor price', async () => {
    const { data } = await t.call(brandDetail, { id: 'BR001', pageSize: 100 });
    expect(data.list.length).toBeGreaterThan(0);
    expect(data.list.every((g: { goodsName: string }) => g.goodsName.includes('华为'))).toBe(true);
    expect(Math.min(...data.list.map((g: { goodsSalePrice: number }) => g.goodsSalePrice))).toBe(data.brand.floorPrice);
    expect(await t.call(brandDetail, { id: 'BR999' })).toMatchObject({ code: 4004, msg: '品牌不存在' });
  });
});

describe('global purchase', () => {
  it('groups global goods by continent and country', async () => {
    const { data } = await t.call(globalPageInfo, {});
    expect(data.continents.map((c: { name: string }) => c.name)).toEqual(['亚洲', '欧洲', '北美洲', '南美洲', '非洲', '大洋洲']);
    const [row] = await queryRows<{ n: number }>(t, "select count(*)::int as n from goods where kind = 'global' and on_shelf");
    expect(data.total).toBe(row!.n);
    const asia = data.continents[0]!;
    expect(asia.countries.map((c: { countryCode: string }) => c.countryCode).sort()).toEqual(['JP', 'KR']);
  });

  it('narrows hot goods by continent (dazhouCode) and country, best sellers first', async () => {
    const europe = await t.call(globalHotGoods, { dazhouCode: 'EU', pageSize: 100 });
    expect(europe.data.total).toBeGreaterThan(0);
    const ids = europe.data.list.map((g: { goodsId: string }) => `'${g.goodsId}'`).join(',');
    const rows = await queryRows<{ code: string }>(t, `select extra->>'dazhouCode' as code from goods where id in (${ids})`);
    expect(new Set(rows.map((r) => r.code))).toEqual(new Set(['EU']));
    const sales = europe.data.list.map((g: { sales: number }) => g.sales);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    const japan = await t.call(globalHotGoods, { countryCode: 'JP' });
    expect(japan.data.list.every((g: { goodsKind: string }) => g.goodsKind === 'global')).toBe(true);
    expect(await t.call(globalHotGoods, { dazhouCode: 'XX' })).toMatchObject({ code: 4000, msg: '大洲编码不正确' });
  });

  it('answers the top list, capped', async () => {
    const top = await t.call(globalTopGoods, { limit: 5 });
    expect(top.data.list).toHaveLength(5);
    expect(await t.call(globalTopGoods, { limit: 500 })).toMatchObject({ code: 4000, msg: '条数不能超过30' });
  });
});
