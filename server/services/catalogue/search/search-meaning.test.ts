// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homePageInfo } from '../../../../src/contract/catalogue/goods';
import { searchGoods } from '../../../../src/contract/catalogue/search';
import { kindsNamedBy } from '../../../../src/contract/entities/goods-kind-names';
import { JOB_HANDLERS } from '../../../jobs/handlers';
import { runDueJobs } from '../../../jobs/queue';
import { ensureRecurringJobs } from '../../../jobs/recurring';
import { createTestApp, queryRows, type TestApp } from '../../../test-support/test-app';
import { isPinyinKeyword, namePinyin } from './name-pinyin';
import { EXACT_TOTAL_LIMIT } from '../goods/list-total';
import { GOODS_PINYIN_JOB } from './pinyin-fill';

// Search meaning (decision 028): any part of the goods name, its shop's, category's or kind's name; Latin letters in
// either case; % and _ as themselves; 综合 puts the exact name, then names starting with the keyword, then best sellers.
// A Latin keyword also matches the name's pinyin or initials, filled by the job (decision 031).
let t: TestApp;

/** The pinyin job's runs due by the clock, as the host's runner takes them (server/jobs/README.md). */
async function runPinyinJob() {
  await ensureRecurringJobs(t.database.db, [GOODS_PINYIN_JOB], t.clock.now);
  await runDueJobs(t.database.db, JOB_HANDLERS, t.clock.now, 1_000);
}

/** Goods written by plain SQL, as an import outside the app would: the index must find them at once. */
const IMPORTED: [id: string, name: string, sales: number][] = [
  ['T-EXACT', '琉璃盏', 1], ['T-PREFIX', '琉璃盏茶具套装', 5], ['T-INSIDE', '手工琉璃盏', 900],
  ['T-LATIN', 'Anker快充ABC充电头', 3], ['T-PERCENT', '满100%返现保温杯', 2], ['T-UNDER', 'a_b型号数据线', 2],
  ['T-AXB', 'axb型号数据线', 2],
];

beforeAll(async () => {
  t = await createTestApp();
  const values = IMPORTED.map(([id, name, sales]) => `('${id}', 'S0002', '010202', '${name}', '/media/img/t.svg', '[]', '',
    'ordinary', 1000, 1000, 10, ${sales}, 't', '', true, 1)`).join(',');
  await insertGoodsBySql(values);
  await runPinyinJob();
});

async function insertGoodsBySql(values: string) {
  await queryRows(t, `insert into goods (id, shop_id, class_id, name, img, imgs, description, kind, sale_price,
    original_price, stock, sales, creator, age, on_shelf, updated_at) values ${values}`);
}
afterAll(async () => { await t.close(); });

async function allHits(keyword: string, extra: Record<string, unknown> = {}) {
  const answer = await t.call(searchGoods, { keyword, pageSize: 100, ...extra });
  expect(answer.code, keyword).toBe(0);
  return answer.data;
}

/**
 * The same meaning written the old way, over every row, with the pinyin spelled here from each name: the oracle the
 * index (and the job's stored spellings) must agree with.
 */
async function expectedIds(keyword: string): Promise<string[]> {
  const kinds = kindsNamedBy(keyword).map((k) => `'${k}'`);
  const pattern = `'%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`).replace(/'/g, "''")}%'`;
  const rows = await queryRows<{ id: string; name: string; hit: boolean }>(t, `select g.id, g.name, (g.name ilike ${pattern}
    or s.name ilike ${pattern} or c.name ilike ${pattern}${kinds.length ? ` or g.kind in (${kinds.join(',')})` : ''}) as hit
    from goods g join shops s on s.id = g.shop_id join goods_classes c on c.id = g.class_id where g.on_shelf order by g.id`);
  const lowered = keyword.toLowerCase();
  const inPinyin = (name: string) => isPinyinKeyword(keyword)
    && Object.values(namePinyin(name)).some((spelling) => spelling.includes(lowered));
  return rows.filter((r) => r.hit || inPinyin(r.name)).map((r) => r.id);
}

describe('search meaning, from the index', () => {
  it('finds what a scan of every row finds, for 1, 2 and 3+ characters, Latin case, metacharacters and a miss', async () => {
    for (const keyword of ['壳', '杯', '手机', '琉璃', '手机壳', '琉璃盏茶具', 'anker', 'ANKER', 'kEr', '100%', '%', '_', 'a_b', '没有这种东西',
      'shoujike', 'sjk', 'ShouJi', 'lanya', 'zzqxw']) {
      const expected = await expectedIds(keyword);
      const data = await allHits(keyword, { pageSize: 100 });
      expect(data.total, keyword).toBe(expected.length);
      if (expected.length <= 100) expect(data.goodsList.map((g) => g.goodsId).sort(), keyword).toEqual(expected);
    }
  });

  it('matches Latin letters in either case and takes % and _ literally', async () => {
    for (const keyword of ['anker', 'ANKER', 'abc充电']) expect((await allHits(keyword)).goodsList.map((g) => g.goodsId), keyword).toContain('T-LATIN');
    expect((await allHits('100%')).goodsList.map((g) => g.goodsId)).toEqual(['T-PERCENT']);
    expect((await allHits('a_b')).goodsList.map((g) => g.goodsId)).toEqual(['T-UNDER']);
    expect((await allHits('%')).goodsList.every((g) => g.goodsName.includes('%'))).toBe(true);
  });

  it('also matches the shop, the category and the kind by name', async () => {
    const gold = await allHits('黄金');
    expect(gold.goodsList.length).toBeGreaterThan(0);
    expect(gold.goodsList.some((g) => !g.goodsName.includes('黄金'))).toBe(true);
    expect(gold.goodsList.some((g) => g.goodsKind === 'gold' && !g.goodsName.includes('黄金'))).toBe(true);
    const group = await allHits('拼团');
    expect(group.goodsList.filter((g) => g.goodsKind === 'group').length).toBeGreaterThan(0);
    const [keyboardClass] = await queryRows<{ n: string }>(t, "select count(*) as n from goods where on_shelf and class_id = '010202'");
    const keyboards = await allHits('机械键盘');
    expect(keyboards.goodsList.map((g) => g.goodsId)).toEqual(expect.arrayContaining(IMPORTED.map(([id]) => id)));
    expect(keyboards.total).toBeGreaterThanOrEqual(Number(keyboardClass!.n));
  });

  it('orders 综合 by the exact name, then the prefix, then sales; a sort tab keeps its order', async () => {
    const ids = (await allHits('琉璃盏')).goodsList.map((g) => g.goodsId);
    expect(ids).toEqual(['T-EXACT', 'T-PREFIX', 'T-INSIDE']);
    const bySales = (await allHits('琉璃盏', { otherSort: '01' })).goodsList.map((g) => g.goodsId);
    expect(bySales).toEqual(['T-INSIDE', 'T-PREFIX', 'T-EXACT']);
  });

  it('pages 综合 across its tiers as one order, with Latin case and metacharacters in the prefix', async () => {
    const page = async (keyword: string, pageNum: number, pageSize: number) =>
      (await allHits(keyword, { pageNum, pageSize })).goodsList.map((g) => g.goodsId);
    expect([await page('琉璃盏', 1, 1), await page('琉璃盏', 2, 1), await page('琉璃盏', 3, 1), await page('琉璃盏', 4, 1)])
      .toEqual([['T-EXACT'], ['T-PREFIX'], ['T-INSIDE'], []]);
    expect([await page('琉璃盏', 1, 2), await page('琉璃盏', 2, 2)]).toEqual([['T-EXACT', 'T-PREFIX'], ['T-INSIDE']]);
    expect((await page('anker快充', 1, 20))[0]).toBe('T-LATIN');
    expect((await page('满100%', 1, 20))[0]).toBe('T-PERCENT');
    // `_` is a plain character: a_b starts the name of T-UNDER only, not of axb.
    expect(await page('a_b', 1, 20)).toEqual(['T-UNDER']);
  });

  it('finds a name changed by SQL at once, and not an off-shelf goods', async () => {
    await queryRows(t, "update goods set name = '珐琅彩杯' where id = 'T-AXB'");
    expect((await allHits('珐琅彩')).goodsList.map((g) => g.goodsId)).toEqual(['T-AXB']);
    await queryRows(t, "update goods set on_shelf = false where id = 'T-AXB'");
    expect((await allHits('珐琅彩')).total).toBe(0);
  });
});

describe('search by pinyin and initials', () => {
  const ids = async (keyword: string) => (await allHits(keyword)).goodsList.map((g) => g.goodsId);

  it('finds 手机壳 by its pinyin, its initials and part of them in either case; a miss finds nothing', async () => {
    const cases = await queryRows<{ id: string }>(t, "select id from goods where on_shelf and name like '%手机壳%' order by id");
    expect(cases.length).toBeGreaterThan(0);
    for (const keyword of ['shoujike', 'sjk', 'ShouJi', 'SJK']) expect(await ids(keyword), keyword).toEqual(expect.arrayContaining(cases.map((r) => r.id)));
    expect((await allHits('qqqxxzz')).total).toBe(0);
  });

  it('keeps a keyword with Chinese characters to the names', async () => {
    expect(await ids('shou机')).toEqual([]);
  });

  it('finds goods inserted by plain SQL by pinyin once the job has run, and a renamed goods by its new name', async () => {
    await insertGoodsBySql(`('T-AMBER', 'S0002', '010202', '琥珀蜜蜡手串', '/media/img/t.svg', '[]', '', 'ordinary', 1000, 1000,
      10, 1, 't', '', true, 1)`);
    expect(await ids('hupomila')).toEqual([]);
    t.clock.now += GOODS_PINYIN_JOB.everyMs;
    await runPinyinJob();
    expect(await ids('hupomila')).toEqual(['T-AMBER']);
    expect(await ids('HPMLSC')).toEqual(['T-AMBER']);
    await queryRows(t, "update goods set name = '翡翠手镯' where id = 'T-AMBER'");
    t.clock.now += GOODS_PINYIN_JOB.everyMs;
    await runPinyinJob();
    expect(await ids('hupomila')).toEqual([]);
    expect(await ids('feicuishouzhuo')).toEqual(['T-AMBER']);
  });

  it('fills a bulk import batch by batch, each its own job', async () => {
    const many = Array.from({ length: 2_500 }, (_, i) => `('T-MANY${i}', 'S0002', '010202', '珊瑚绒毯${i}', '/media/img/t.svg',
      '[]', '', 'ordinary', 1000, 1000, 10, 0, 't', '', true, 1)`).join(',');
    await insertGoodsBySql(many);
    t.clock.now += GOODS_PINYIN_JOB.everyMs;
    await runPinyinJob();
    const [left] = await queryRows<{ n: string }>(t, 'select count(*) as n from goods where name_pinyin_hash is distinct from md5(name)::uuid');
    expect(Number(left!.n)).toBe(0);
    // Past EXACT_TOTAL_LIMIT matches a shopper's list answers the planner's estimate (decision 036).
    const found = await allHits('shanhurong');
    expect(found.goodsList).toHaveLength(100);
    expect(found.total).toBeGreaterThan(EXACT_TOTAL_LIMIT);
  });
});

describe('kept totals', () => {
  it('answers the home page total from the kept count, whatever path wrote the goods', async () => {
    const countOnShelf = async () => Number((await queryRows<{ n: string }>(t, 'select count(*) as n from goods where on_shelf'))[0]!.n);
    expect((await t.call(homePageInfo, { pageNum: 1, pageSize: 10 })).data.total).toBe(await countOnShelf());
    await queryRows(t, "update goods set on_shelf = false where id in ('T-EXACT', 'T-PREFIX')");
    await queryRows(t, "update goods set on_shelf = true where id = 'T-PREFIX'");
    await queryRows(t, "delete from goods where id = 'T-INSIDE'");
    const home = await t.call(homePageInfo, { pageNum: 1, pageSize: 10 });
    expect(home.data.total).toBe(await countOnShelf());
    const sales = home.data.goodsList.map((g) => g.sales);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
  });
});
