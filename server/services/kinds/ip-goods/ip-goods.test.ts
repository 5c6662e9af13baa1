// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ipBuyUsersInfo, ipCenterGoods } from '../../../../src/contract/kinds/ip-goods';
import { addNewGoods } from '../../../../src/contract/shop/goods';
import { maskName } from '../../../../src/domain/format';
import { shopHeaders, type PickedGoods } from '../../../test-support/checkout';
import { SEED_IP_GOODS_ID } from '../../../db/seed/ip-goods';
import { loginByCode } from '../../../test-support/login';
import { goodsDraft, leafGoodsClass } from '../../../test-support/shop-goods';
import { createTestApp, queryRows, userHeaders, type TestApp } from '../../../test-support/test-app';
import { SHOP_OWNER_PHONE } from '../../../test-support/wallet';

let t: TestApp;
let buyer: string;
let owner: { token: string; shopToken: string };
let shop: Record<string, string>;
let ip: PickedGoods;

/** An IP goods of the demo shop (S0001), on the shelf with stock, as the owner publishes it. */
async function publishIp(ipName: string): Promise<PickedGoods> {
  const body = await goodsDraft(t, owner.token, await leafGoodsClass(t), {
    kind: 'ip', name: `${ipName}联名公仔`, salePrice: '88.00', stock: 50, kindInfo: { kind: 'ip', ipName, license: 'IP-2026-0001' },
  });
  const published = await t.call(addNewGoods, body, shop);
  expect(published.code, published.msg).toBe(0);
  await queryRows(t, `update goods set on_shelf = true, updated_at = ${t.clock.now + 1000} where id = '${body.goodsId}'`);
  return { id: body.goodsId, shop_id: 'S0001', stock: 50, sale_price: 8800 };
}

beforeEach(async () => {
  t = await createTestApp();
  ({ token: buyer } = await loginByCode(t, '13912340007'));
  owner = await loginByCode(t, SHOP_OWNER_PHONE);
  shop = shopHeaders(owner.token, owner.shopToken);
  ip = await publishIp('星Q熊测试');
});
afterEach(async () => { await t.close(); });

describe('an IP goods\' buyers (selbuyusersinfo)', () => {
  // The seed's IP goods of S0003 (owner 13800000005), bought by U000006 (3 days ago) and U000004 (1 day ago).
  let seedShop: Record<string, string>;
  beforeEach(async () => {
    const o = await loginByCode(t, '13800000005');
    seedShop = shopHeaders(o.token, o.shopToken);
  });

  it('lists the paid orders of the shop\'s own IP goods, buyers masked, last paid first, paged', async () => {
    const answer = await t.call(ipBuyUsersInfo, { goodsId: SEED_IP_GOODS_ID }, seedShop);
    expect(answer.code, answer.msg).toBe(0);
    expect(answer.data).toMatchObject({ goodsName: '星Q熊×锦绣联名刺绣T恤', total: 2 });
    expect(answer.data.list).toEqual([
      { orderId: 'O-SEEDIPB-0001', buyerName: maskName('华强店主'), buyerPhone: '138****0004', num: 1, paidAt: expect.any(Number), status: 'COMPLETED' },
      { orderId: 'O-SEEDIPA-0001', buyerName: expect.any(String), buyerPhone: '138****0006', num: 1, paidAt: expect.any(Number), status: 'COMPLETED' },
    ]);
    expect(answer.data.list[0]!.buyerName).toBe('华**主');
    expect(answer.data.list[0]!.paidAt).toBeGreaterThan(answer.data.list[1]!.paidAt);
    expect(JSON.stringify(answer.data)).not.toMatch(/1380000000[46]/);

    const page2 = await t.call(ipBuyUsersInfo, { goodsId: SEED_IP_GOODS_ID, pageNum: 2, pageSize: 1 }, seedShop);
    expect(page2.data).toMatchObject({ total: 2, list: [{ orderId: 'O-SEEDIPA-0001' }] });

    await queryRows(t, "update orders set paid_at = null, status = 'UNPAID' where id = 'O-SEEDIPA-0001'");
    expect((await t.call(ipBuyUsersInfo, { goodsId: SEED_IP_GOODS_ID }, seedShop)).data).toMatchObject({ total: 1, list: [{ orderId: 'O-SEEDIPB-0001' }] });
  });

  it('refuses another shop, another role, and goods that are not the shop\'s IP goods', async () => {
    expect(await t.call(ipBuyUsersInfo, { goodsId: SEED_IP_GOODS_ID }, shop)).toMatchObject({ code: 4004 });
    expect(await t.call(ipBuyUsersInfo, { goodsId: ip.id }, seedShop)).toMatchObject({ code: 4004 });
    expect(await t.call(ipBuyUsersInfo, { goodsId: SEED_IP_GOODS_ID }, userHeaders(buyer))).toMatchObject({ code: 4003 });
    expect(await t.call(ipBuyUsersInfo, { goodsId: ip.id }, userHeaders(owner.token))).toMatchObject({ code: 4003 });
    expect(await t.call(ipBuyUsersInfo, { goodsId: SEED_IP_GOODS_ID }, {})).toMatchObject({ code: 4012 });
    const [ordinary] = await queryRows<{ id: string }>(t, "select id from goods where shop_id = 'S0001' and kind = 'ordinary' limit 1");
    expect(await t.call(ipBuyUsersInfo, { goodsId: ordinary!.id }, shop)).toMatchObject({ code: 4004 });
    expect(await t.call(ipBuyUsersInfo, { goodsId: '../x' }, shop)).toMatchObject({ code: 4000, msg: '商品编号格式不正确' });
    expect((await t.call(ipBuyUsersInfo, { goodsId: ip.id }, shop)).data).toMatchObject({ total: 0, list: [] });
  });
});

describe('the IP center (centergoods)', () => {
  it('shows every unbanned shop\'s on-shelf IP goods newest first, with IP facts, paged and filtered by IP name', async () => {
    const all = await t.call(ipCenterGoods, { pageSize: 100 }, {});
    expect(all.code, all.msg).toBe(0);
    expect(all.data.list[0]).toMatchObject({ goodsId: ip.id, ipName: '星Q熊测试', license: 'IP-2026-0001', shopId: 'S0001', salePrice: 8800 });
    expect(new Set(all.data.list.map((g) => g.shopId)).size).toBeGreaterThan(1);
    const times = all.data.list.map((g) => g.updatedAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const [onShelf] = await queryRows<{ n: number }>(t, "select count(*)::int as n from goods g join shops s on s.id = g.shop_id where g.kind = 'ip' and g.on_shelf and not s.banned");
    expect(all.data.total).toBe(onShelf!.n);

    const page = await t.call(ipCenterGoods, { pageNum: 2, pageSize: 1 }, {});
    expect(page.data.list.map((g) => g.goodsId)).toEqual([all.data.list[1]!.goodsId]);
    expect((await t.call(ipCenterGoods, { keyword: '熊测' }, {})).data).toMatchObject({ total: 1, list: [{ goodsId: ip.id }] });
    expect((await t.call(ipCenterGoods, { keyword: '%' }, {})).data.total).toBe(0);
    expect(await t.call(ipCenterGoods, { keyword: '熊'.repeat(31) }, {})).toMatchObject({ code: 4000, msg: '搜索关键词不能超过30个字' });

    await queryRows(t, "update shops set banned = true where id = 'S0001'");
    const banned = await t.call(ipCenterGoods, { pageSize: 100 }, {});
    expect(banned.data.list.some((g) => g.shopId === 'S0001')).toBe(false);
    expect(banned.data.total).toBe(all.data.total - 1);
    await queryRows(t, "update shops set banned = false where id = 'S0001'");
    await queryRows(t, `update goods set on_shelf = false where id = '${ip.id}'`);
    expect((await t.call(ipCenterGoods, { keyword: '熊测' }, {})).data.total).toBe(0);
  });
});
