// @vitest-environment node
// Issue 16: the group-buy tab's goods by parameter (spec §7 groupbuy home/selgoodslistbyparam).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupGoodsByParam, myIpGoods, openGroup } from '../../../../src/contract/kinds/group-buy';
import { SEED_GROUP3_GOODS_ID } from '../../../db/seed/group-buy';
import { SEED_IP_GOODS_ID } from '../../../db/seed/ip-goods';
import { addAddress, createBuyers, shopHeaders } from '../../../test-support/checkout';
import { loginByCode } from '../../../test-support/login';
import { createTestApp, queryRows, userHeaders, type TestApp } from '../../../test-support/test-app';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); }, 60_000);
afterAll(async () => { await t.close(); });

const list = async (input: Record<string, unknown>, headers: Record<string, string> = {}) => {
  const answer = await t.call(groupGoodsByParam, input, headers);
  expect(answer.code, answer.msg).toBe(0);
  return answer.data;
};

describe('group goods by parameter', () => {
  it('lists on-shelf group goods of open shops with their group price, filtered, sorted and paged on the host', async () => {
    const all = await list({ pageSize: 100 });
    const [expected] = await queryRows<{ n: number }>(t, `select count(*)::int as n from goods g join shops s on s.id = g.shop_id
      where g.kind = 'group' and g.on_shelf and not s.banned and g.extra ? 'groupPrice'`);
    expect(all.total).toBe(expected!.n);
    expect(all.list.every((g) => g.groupPrice > 0 && g.groupSize >= 2)).toBe(true);
    const group3 = all.list.find((g) => g.goodsId === SEED_GROUP3_GOODS_ID)!;
    expect(group3).toMatchObject({ groupSize: 3, openGroups: 0 });

    const prices = (await list({ sort: 'priceAsc', pageSize: 100 })).list.map((g) => g.groupPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const sales = (await list({ sort: 'sales', pageSize: 100 })).list.map((g) => g.sales);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    const pages = [...(await list({ pageSize: 5, pageNum: 1 })).list, ...(await list({ pageSize: 5, pageNum: 2 })).list];
    expect(pages.map((g) => g.goodsId)).toEqual(all.list.slice(0, 10).map((g) => g.goodsId));

    const keyword = group3.goodsName.slice(-3);
    const found = await list({ keyword });
    expect(found.list.length).toBeGreaterThan(0);
    expect(found.list.every((g) => g.goodsName.includes(keyword))).toBe(true);
    expect((await list({ keyword: '%' })).total).toBe(0);
    for (const blank of ['\uFEFF', '   ', ' \uFEFF ']) {
      expect((await t.call(groupGoodsByParam, { keyword: blank })).msg, JSON.stringify(blank)).toBe('请输入搜索内容');
    }
    expect((await list({ keyword: ` ${keyword} ` })).total).toBe(found.total);
    const [cls] = await queryRows<{ class_id: string; pid: string }>(t,
      `select g.class_id, c.pid from goods g join goods_classes c on c.id = g.class_id where g.id = '${SEED_GROUP3_GOODS_ID}'`);
    expect((await list({ classId: cls!.class_id, pageSize: 100 })).list.map((g) => g.goodsId)).toContain(SEED_GROUP3_GOODS_ID);
    if (cls!.pid) expect((await list({ classId: cls!.pid, pageSize: 100 })).list.map((g) => g.goodsId)).toContain(SEED_GROUP3_GOODS_ID);

    // An opened group counts at once and puts its goods first by default; a shop's token reads the same public list.
    const [token] = await createBuyers(t, 1, '771');
    const opened = await t.call(openGroup, { goodsId: SEED_GROUP3_GOODS_ID, addressId: await addAddress(t, token!) }, userHeaders(token!, 'gl-open-1'));
    expect(opened.code, opened.msg).toBe(0);
    const owner = await loginByCode(t, '13800000004');
    const first = (await list({}, shopHeaders(owner.token, owner.shopToken))).list[0]!;
    expect(first).toMatchObject({ goodsId: SEED_GROUP3_GOODS_ID, openGroups: 1 });

    // Off the shelf: gone from the list.
    await queryRows(t, `update goods set on_shelf = false where id = '${SEED_GROUP3_GOODS_ID}'`);
    expect((await list({ pageSize: 100 })).list.map((g) => g.goodsId)).not.toContain(SEED_GROUP3_GOODS_ID);
    expect(await t.call(groupGoodsByParam, { sort: 'cheap' }, {})).toMatchObject({ code: 4000, msg: '排序方式不正确' });
    expect(await t.call(groupGoodsByParam, { classId: "x' or 1=1" }, {})).toMatchObject({ code: 4000, msg: '分类编号格式不正确' });
  }, 60_000);
});

describe('the caller\'s IP goods (home/selusersipgoods)', () => {
  it('lists the IP goods the caller bought, one card per goods, last bought first; never another user\'s; gone when cancelled or refunded', async () => {
    const seedBuyer = await loginByCode(t, '13800000006');
    const mine = await t.call(myIpGoods, {}, userHeaders(seedBuyer.token));
    expect(mine.code, mine.msg).toBe(0);
    expect(mine.data.list.find((g) => g.goodsId === SEED_IP_GOODS_ID)).toMatchObject({
      goodsName: '星Q熊×锦绣联名刺绣T恤', shopId: 'S0003', num: 1, lastOrderId: 'O-SEEDIPA-0001', ipName: expect.stringMatching(/.+/), license: expect.stringMatching(/.+/),
    });

    // A second order of the same goods adds to its card and becomes its last order; another IP goods comes first when bought last.
    const [other] = await queryRows<{ id: string }>(t, `select id from goods where kind = 'ip' and id <> '${SEED_IP_GOODS_ID}' order by id limit 1`);
    const copy = async (id: string, goodsId: string, num: number, paidAt: number) => {
      await queryRows(t, `insert into orders (id, checkout_id, user_id, shop_id, status, goods_total, express_fee, total, address, pay_deadline, created_at, updated_at, paid_at)
        select '${id}', '${id}', user_id, (select shop_id from goods where id = '${goodsId}'), 'UNDELIVERED', 100, 0, 100, address, pay_deadline, created_at, created_at, ${paidAt}
        from orders where id = 'O-SEEDIPA-0001'`);
      await queryRows(t, `insert into order_lines (order_id, goods_id, goods_name, goods_img, price, num)
        select '${id}', id, name, img, 100, ${num} from goods where id = '${goodsId}'`);
    };
    await copy('O-IPTEST-1', SEED_IP_GOODS_ID, 2, t.clock.now - 2000);
    await copy('O-IPTEST-2', other!.id, 1, t.clock.now - 1000);
    const both = (await t.call(myIpGoods, {}, userHeaders(seedBuyer.token))).data;
    expect(both.total).toBe(2);
    expect(both.list.map((g) => [g.goodsId, g.num, g.lastOrderId])).toEqual([[other!.id, 1, 'O-IPTEST-2'], [SEED_IP_GOODS_ID, 3, 'O-IPTEST-1']]);
    expect((await t.call(myIpGoods, { pageNum: 2, pageSize: 1 }, userHeaders(seedBuyer.token))).data.list.map((g) => g.goodsId)).toEqual([SEED_IP_GOODS_ID]);

    await queryRows(t, "update orders set status = 'CANCELLED' where id = 'O-IPTEST-2'");
    await queryRows(t, "update orders set refunded = total where id = 'O-IPTEST-1'");
    expect((await t.call(myIpGoods, {}, userHeaders(seedBuyer.token))).data.list.map((g) => [g.goodsId, g.num])).toEqual([[SEED_IP_GOODS_ID, 1]]);

    // Another buyer sees only their own (none here); no token is refused; the page size is checked.
    const [stranger] = await createBuyers(t, 1, '772');
    expect((await t.call(myIpGoods, {}, userHeaders(stranger!))).data).toEqual({ list: [], total: 0 });
    expect(await t.call(myIpGoods, {}, {})).toMatchObject({ code: 4012 });
    expect(await t.call(myIpGoods, { pageSize: 101 }, userHeaders(seedBuyer.token))).toMatchObject({ code: 4000 });
  }, 60_000);
});
