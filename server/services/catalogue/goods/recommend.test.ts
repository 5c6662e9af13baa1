// @vitest-environment node
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstClass, oneLevelClasses, SECOND_CLASS_RECOMMEND_GOODS, secondClassRecommend } from '../../../../src/contract/catalogue/goods-list';
import { platHomePageInfo, PLAT_HOME_PAGES } from '../../../../src/contract/catalogue/home';
import { HEADERS } from '../../../../src/contract/headers';
import { insertBulkGoods } from '../../../test-support/bulk-goods';
import { loginByCode } from '../../../test-support/login';
import { createTestApp, queryRows, userHeaders, type TestApp } from '../../../test-support/test-app';
import { SHOP_OWNER_PHONE } from '../../../test-support/wallet';
import { bestSellersQuery } from './recommend';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const sortedBySales = (list: { sales: number }[]) => list.every((g, i) => i === 0 || list[i - 1]!.sales >= g.sales);

describe('goodsClassManage/getSecondGoodsClassRecommondList', () => {
  it('answers each child of a first-level class with its best sellers from itself and the classes below it', async () => {
    for (const root of (await t.call(oneLevelClasses, {})).data) {
      const children = (await t.call(firstClass, { classId: root.id })).data;
      const answer = (await t.call(secondClassRecommend, { classId: root.id })).data;
      expect(answer.map((c) => c.id)).toEqual(children.map((c) => c.id).filter((id) => answer.some((a) => a.id === id)));
      for (const entry of answer) {
        expect(entry.classPid).toBe(root.id);
        expect(entry.goodsList.length).toBeGreaterThan(0);
        expect(entry.goodsList.length).toBeLessThanOrEqual(SECOND_CLASS_RECOMMEND_GOODS);
        expect(sortedBySales(entry.goodsList)).toBe(true);
        // The same best sellers a plain query over the child's subtree finds (class ids carry their parents' as a prefix).
        const best = await queryRows<{ id: string }>(t, `select id from goods where on_shelf and class_id like '${entry.id}%'
          order by sales desc, id limit ${SECOND_CLASS_RECOMMEND_GOODS}`);
        expect(entry.goodsList.map((g) => g.goodsId)).toEqual(best.map((r) => r.id));
      }
      const withGoods = await queryRows<{ n: string }>(t, `select count(distinct c.id) as n from goods_classes c
        where c.pid = '${root.id}' and exists (select 1 from goods g where g.on_shelf and g.class_id like c.id || '%')`);
      expect(answer.length).toBe(Math.min(12, Number(withGoods[0]!.n)));
    }
  });

  it('refuses a class that does not exist and a malformed one', async () => {
    expect((await t.call(secondClassRecommend, { classId: '999999' })).msg).toBe('分类不存在');
    expect((await t.call(secondClassRecommend, {})).code).not.toBe(0);
    expect((await t.call(secondClassRecommend, { classId: { $ne: '' } })).code).not.toBe(0);
  });
});

describe('homepagemanage/selplathomepageinfo', () => {
  it('answers the platform\'s own shops and their goods, best sellers first, page after page without overlap', async () => {
    const first = (await t.call(platHomePageInfo, { pageNum: 1, pageSize: 10 })).data;
    const ownShops = await queryRows<{ id: string }>(t, 'select id from shops where is_zfm = 1 and not banned');
    expect(first.shops.map((s) => s.shopsId).sort()).toEqual(ownShops.map((s) => s.id).sort().slice(0, 10));
    expect(first.banners.length).toBeGreaterThan(0);
    const second = (await t.call(platHomePageInfo, { pageNum: 2, pageSize: 10 })).data;
    const both = [...first.goodsList, ...second.goodsList];
    const best = await queryRows<{ id: string }>(t, `select g.id from goods g join shops s on s.id = g.shop_id
      where g.on_shelf and s.is_zfm = 1 and not s.banned order by g.sales desc, g.id limit 20`);
    expect(both.map((g) => g.goodsId)).toEqual(best.map((r) => r.id));
    expect(sortedBySales(both)).toBe(true);
    const [own] = await queryRows<{ n: string }>(t, `select count(*) as n from goods g join shops s on s.id = g.shop_id
      where g.on_shelf and s.is_zfm = 1 and not s.banned`);
    expect(first.total).toBe(Math.min(Number(own!.n), PLAT_HOME_PAGES * 10));
  });

  it('pages no deeper than its bound', async () => {
    expect((await t.call(platHomePageInfo, { pageNum: PLAT_HOME_PAGES + 1 })).msg).toBe(`页码不能超过${PLAT_HOME_PAGES}`);
    expect((await t.call(platHomePageInfo, { pageSize: 21 })).msg).toBe('每页条数不能超过20');
    expect((await t.call(platHomePageInfo, { pageNum: 0 })).msg).toBe('页码至少为1');
  });
});

describe('both are public reads: every role gets the visitor\'s answer', () => {
  it('a shopper\'s and a shop owner\'s tokens change nothing, and none is needed', async () => {
    const shopper = await loginByCode(t, '13900001234');
    const owner = await loginByCode(t, SHOP_OWNER_PHONE);
    const ownerHeaders = { ...userHeaders(owner.token), [HEADERS.shopToken]: owner.shopToken };
    for (const [call, input] of [[secondClassRecommend, { classId: '01' }], [platHomePageInfo, { pageNum: 1 }]] as const) {
      const visitor = await t.call(call, input);
      expect(visitor.code).toBe(0);
      expect((await t.call(call, input, userHeaders(shopper.token))).data).toEqual(visitor.data);
      expect((await t.call(call, input, ownerHeaders)).data).toEqual(visitor.data);
    }
  });
});

// Only on PostgreSQL (PGlite's plans over a small catalogue say nothing): each key is a short walk of its index.
describe.runIf(Boolean(process.env.DATABASE_URL))('plans over a larger catalogue', () => {
  it('reads each class\'s and each shop\'s best sellers by an index walk with a limit, never a scan or sort of goods', async () => {
    await insertBulkGoods(t.database.db, 60_000, t.clock.now);
    const explain = async (query: ReturnType<typeof bestSellersQuery>) => JSON.stringify(
      ((await t.database.db.execute(sql`explain (format json) ${query}`)) as unknown as { rows: unknown[] }).rows);
    const leaves = await queryRows<{ id: string }>(t, 'select id from goods_classes c where not exists (select 1 from goods_classes d where d.pid = c.id) limit 12');
    const byClass = await explain(bestSellersQuery('class_id', leaves.map((r) => r.id), SECOND_CLASS_RECOMMEND_GOODS));
    expect(byClass).toContain('goods_class_sales_idx');
    const byShop = await explain(bestSellersQuery('shop_id', ['S0001', 'S0003'], 400));
    expect(byShop).toContain('goods_shop_sales_idx');
    for (const plan of [byClass, byShop]) {
      expect(plan).not.toMatch(/"Node Type":"Seq Scan","Parent Relationship":"[A-Za-z]+"[^}]*"Relation Name":"goods"/);
      expect(plan).not.toContain('"Node Type":"Sort"');
    }
  }, 120_000);
});
