// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  companyEdit, companyFinanceFigures, companyFinanceScale, companyFinanceScales, companyInfo, companyShopScales,
} from '../../../src/contract/company/finance';
import { companyChangeGoodsShelves, companyGoodsDetail, companyGoodsList } from '../../../src/contract/company/goods';
import { companyAdminActions } from '../../../src/contract/company/log';
import { confirmReceipt, shopDeliverOrder } from '../../../src/contract/orders/order';
import { balanceTopUp } from '../../../src/contract/wallet/wallet';
import { sandboxConfirm } from '../../../src/contract/orders/pay';
import { searchGoods } from '../../../src/contract/catalogue/search';
import { changeGoodsShelves, shopGoodsDetail } from '../../../src/contract/shop/goods';
import { chinaDateOf } from '../../../src/domain/shop-business';
import { addAddress, goodsOfShop, payNow, setPayPasswordByCode, shopHeaders, type PickedGoods } from '../../test-support/checkout';
import { loginByCode } from '../../test-support/login';
import { createTestApp, moneyHeaders, queryRows, userHeaders, type TestApp } from '../../test-support/test-app';
import { ADMIN_PHONE, SHOP_OWNER_PHONE } from '../../test-support/wallet';
import { reconcileLedger } from '../../ledger/reconcile';
import { readRoom } from '../../live/rooms';

const BUYER = '13912360001';
let t: TestApp;
let admin: Record<string, string>;
let shop: Record<string, string>;
let buyer: string;
let addressId: string;
let goods: PickedGoods;
let keySeq = 0;

/** An administrator's action is sent once per attempt with its own key (replay 'key'). */
const adminKey = () => ({ ...admin, 'idempotency-key': `adm-${++keySeq}-${Date.now()}` });
const actions = async (targetKind: 'goods' | 'scale' | 'company', targetId: string) =>
  (await t.call(companyAdminActions, { targetKind, targetId }, admin)).data;

/** The sum of one side of the ledger's rows, straight from the tables. */
async function ledgerSum(where: string): Promise<number> {
  const [row] = await queryRows<{ sum: string | null }>(t, `select sum(e.amount) as sum from ledger_entries e
    join ledger_txns x on x.id = e.txn_id join ledger_accounts a on a.id = e.account_id where a.asset = 'CNY' and ${where}`);
  return Number(row?.sum ?? 0);
}

async function complete(orderId: string): Promise<void> {
  expect((await t.call(shopDeliverOrder, { orderId, expressCompany: '顺丰速运', expressNo: 'SF1234567890' }, shop)).code).toBe(0);
  expect((await t.call(confirmReceipt, { orderId }, userHeaders(buyer))).data.status).toBe('COMPLETED');
}

const settled = async (orderId: string) => (await queryRows<{ share: number }>(t, `select platform_share as share from orders where id = '${orderId}'`))[0]!.share;

beforeEach(async () => {
  t = await createTestApp();
  admin = userHeaders((await loginByCode(t, ADMIN_PHONE)).token);
  const owner = await loginByCode(t, SHOP_OWNER_PHONE);
  shop = shopHeaders(owner.token, owner.shopToken);
  ({ token: buyer } = await loginByCode(t, BUYER));
  await setPayPasswordByCode(t, buyer, BUYER);
  const topUp = await t.call(balanceTopUp, { amount: '5000.00', openid: 'sbx_openid_test' }, moneyHeaders(buyer));
  await t.call(sandboxConfirm, { payNo: topUp.data.payNo }, userHeaders(buyer));
  addressId = await addAddress(t, buyer);
  goods = await goodsOfShop(t, 'S0001');
});
afterEach(async () => { await t.close(); });

describe('company calls are for administrators only (RELIABILITY 25)', () => {
  it('refuses each call without a token, with a consumer\'s, with a shop owner\'s and with a banned administrator\'s', async () => {
    const bannedAdmin = await loginByCode(t, '13912370019');
    await queryRows(t, `update users set plat_company_id = 'C0001', banned = true, ban_reason = '离职' where id = '${bannedAdmin.userId}'`);
    const calls = [
      [companyGoodsList, {}], [companyGoodsDetail, { goodsId: goods.id }], [companyChangeGoodsShelves, { goodsId: goods.id, onShelf: false, reason: '违规' }],
      [companyFinanceScale, { shopId: '', rateBp: 100 }], [companyFinanceScales, {}], [companyShopScales, {}], [companyFinanceFigures, {}],
      [companyInfo, {}], [companyEdit, { name: '星Q公司', contactName: '张三', contactPhone: '13912345678', address: '深圳市南山区', baseUpdatedAt: 0 }],
      [companyAdminActions, { targetKind: 'goods', targetId: goods.id }],
    ] as const;
    for (const [call, input] of calls) {
      expect((await t.call(call, input, {})).code, call.name).toBe(4012);
      expect((await t.call(call, input, userHeaders(buyer, `k-${call.name}-u`))).code, call.name).toBe(4003);
      expect((await t.call(call, input, { ...shop, 'idempotency-key': `k-${call.name}-s` })).code, call.name).toBe(4003);
      expect(await t.call(call, input, userHeaders(bannedAdmin.token, `k-${call.name}-b`)), call.name).toMatchObject({ code: 4105, msg: '账号已被封禁：离职' });
    }
    expect((await t.call(companyGoodsDetail, { goodsId: goods.id }, admin)).data.onShelf).toBe(true);
    expect(await actions('goods', goods.id)).toMatchObject({ total: 0 });
  });
});

describe('the platform\'s share (issue 14)', () => {
  it('platform 5% and the shop 3%: the shop is credited 97%, the platform 3%; a later change leaves a paid order alone', async () => {
    expect((await t.call(companyFinanceScale, { shopId: '', rateBp: 500 }, adminKey())).code).toBe(0);
    const set = await t.call(companyFinanceScale, { shopId: 'S0001', rateBp: 300, reason: '优质店铺' }, adminKey());
    expect(set.data).toMatchObject({ shopId: 'S0001', rateBp: 300, effectiveAt: t.clock.now });
    t.clock.now += 1_000;
    const revenueBefore = await ledgerSum(`a.owner_id = 'REVENUE'`);
    const shopBefore = await ledgerSum(`a.owner_kind = 'shop' and a.owner_id = 'S0001'`);

    const first = await payNow(t, buyer, goods, addressId);
    t.clock.now += 1_000;
    expect((await t.call(companyFinanceScale, { shopId: 'S0001', rateBp: 1_000 }, adminKey())).code).toBe(0);
    t.clock.now += 1_000;
    const second = await payNow(t, buyer, goods, addressId);
    await complete(first.orderId);
    await complete(second.orderId);

    const firstShare = Math.floor(first.total * 300 / 10_000);
    const secondShare = Math.floor(second.total * 1_000 / 10_000);
    expect(await settled(first.orderId)).toBe(firstShare);
    expect(await settled(second.orderId)).toBe(secondShare);
    expect(await ledgerSum(`a.owner_id = 'REVENUE'`) - revenueBefore).toBe(firstShare + secondShare);
    expect(await ledgerSum(`a.owner_kind = 'shop' and a.owner_id = 'S0001'`) - shopBefore).toBe(first.total - firstShare + second.total - secondShare);

    const view = (await t.call(companyFinanceScales, { shopId: 'S0001' }, admin)).data;
    expect(view).toMatchObject({ shopId: 'S0001', companyRateBp: 500, ownRateBp: 1_000, effectiveRateBp: 1_000 });
    expect(view.history.map((h) => h.rateBp)).toEqual([1_000, 300]);
    expect(view.history[0]!.adminName).not.toBe('');
    const shops = (await t.call(companyShopScales, { keyword: 'S0002' }, admin)).data;
    expect(shops.list).toEqual([expect.objectContaining({ shopId: 'S0002', ownRateBp: null, effectiveRateBp: 500 })]);

    const log = await actions('scale', 'S0001');
    expect(log.total).toBe(2);
    expect(log.list[0]).toMatchObject({ action: 'set', before: { rateBp: 300 }, after: { rateBp: 1_000 } });
    expect(log.list[1]).toMatchObject({ reason: '优质店铺', before: { rateBp: null }, after: { rateBp: 300 } });
    expect((await actions('scale', 'company')).total).toBe(1);
    expect((await reconcileLedger(t.database.db)).problems).toEqual([]);
  });

  it('refuses a share outside 0–10000 basis points and an unknown shop; a replayed change acts once', async () => {
    expect((await t.call(companyFinanceScale, { rateBp: 10_001 }, adminKey())).code).toBe(4000);
    expect((await t.call(companyFinanceScale, { rateBp: 2.5 }, adminKey())).code).toBe(4000);
    expect((await t.call(companyFinanceScale, { shopId: 'S9999', rateBp: 100 }, adminKey())).code).toBe(4004);
    const headers = adminKey();
    expect((await t.call(companyFinanceScale, { rateBp: 800 }, headers)).code).toBe(0);
    expect((await t.call(companyFinanceScale, { rateBp: 800 }, headers)).code).toBe(0);
    expect((await actions('scale', 'company')).total).toBe(1);
    expect((await t.call(companyFinanceScales, {}, admin)).data).toMatchObject({ companyRateBp: 800, ownRateBp: 800 });
  });
});

describe('racing changes (run on PostgreSQL too: DATABASE_URL)', () => {
  it('changes racing for one shop each log the value they replaced, and the last one is in force', async () => {
    const rates = [100, 200, 300, 400, 500, 600];
    const answers = await Promise.all(rates.map((rateBp) => t.call(companyFinanceScale, { shopId: 'S0003', rateBp }, adminKey())));
    expect(answers.map((a) => a.code)).toEqual(rates.map(() => 0));
    const log = (await actions('scale', 'S0003')).list.reverse();
    expect(log).toHaveLength(rates.length);
    expect(log[0]!.before).toEqual({ rateBp: null });
    for (let i = 1; i < log.length; i += 1) expect(log[i]!.before, `change ${i}`).toEqual(log[i - 1]!.after);
    expect(new Set(log.map((a) => a.after!.rateBp)).size).toBe(rates.length);
    expect((await t.call(companyFinanceScales, { shopId: 'S0003' }, admin)).data.ownRateBp).toBe(log.at(-1)!.after!.rateBp);
  });

  it('an owner shelving while the platform takes the goods off ends off, with the platform\'s reason', async () => {
    await queryRows(t, `update goods set on_shelf = false where id = '${goods.id}'`);
    const [owner, platform] = await Promise.all([
      t.call(changeGoodsShelves, { goodsId: goods.id, onShelf: true }, { ...shop, 'idempotency-key': 'owner-race-1' }),
      t.call(companyChangeGoodsShelves, { goodsId: goods.id, onShelf: false, reason: '涉嫌侵权' }, adminKey()),
    ]);
    expect(platform.code).toBe(0);
    expect([0, 4003, 4303]).toContain(owner.code);
    expect((await t.call(companyGoodsDetail, { goodsId: goods.id }, admin)).data).toMatchObject({ onShelf: false, offShelfBy: 'platform', offShelfReason: '涉嫌侵权' });
  });
});

describe('finance figures (issue 14)', () => {
  it('agree with the ledger\'s sums by day and by month', async () => {
    const order = await payNow(t, buyer, goods, addressId);
    await complete(order.orderId);
    const day = (await t.call(companyFinanceFigures, { period: 'day', count: 30 }, admin)).data;
    expect(day.rows).toHaveLength(30);
    expect(day.rows.at(-1)!.date).toBe(chinaDateOf(t.clock.now));
    const since = Date.parse(`${day.rows[0]!.date}T00:00:00+08:00`);
    const inWindow = `e.created_at >= ${since}`;
    expect(day.totals).toMatchObject({
      revenue: await ledgerSum(`${inWindow} and a.owner_id = 'REVENUE'`),
      shopIncome: await ledgerSum(`${inWindow} and a.owner_kind = 'shop' and x.kind = 'SETTLE'`),
      paid: await ledgerSum(`${inWindow} and a.owner_id = 'ESCROW' and x.kind = 'ORDER_PAY'`),
      topUp: await ledgerSum(`${inWindow} and a.owner_kind = 'user' and x.kind = 'TOP_UP'`),
    });
    expect(day.rows.at(-1)).toMatchObject({ topUp: 500_000, paid: order.total, revenue: await settled(order.orderId) });
    expect(day.unsettled).toBe(await ledgerSum(`a.owner_id = 'ESCROW'`));
    expect(day.revenueBalance).toBe(await ledgerSum(`a.owner_id = 'REVENUE'`));
    const month = (await t.call(companyFinanceFigures, { period: 'month', count: 12 }, admin)).data;
    expect(month.rows).toHaveLength(12);
    expect(month.rows.at(-1)!.topUp).toBe(await ledgerSum(`x.kind = 'TOP_UP' and a.owner_kind = 'user' and e.created_at >= ${Date.parse(`${month.rows.at(-1)!.date}-01T00:00:00+08:00`)}`));
    expect((await t.call(companyFinanceFigures, { period: 'month', count: 30 }, admin)).code).toBe(4000);
  });
});

describe('goods taken off the shelf by the platform (companychangegoodsshelves)', () => {
  it('leaves search at once, its owner sees the reason and cannot put it back; the administrator can, once', async () => {
    const name = (await queryRows<{ name: string }>(t, `select name from goods where id = '${goods.id}'`))[0]!.name;
    const found = async () => (await t.call(searchGoods, { keyword: name }, {})).data.goodsList.some((g) => g.goodsId === goods.id);
    expect(await found()).toBe(true);
    expect((await t.call(companyChangeGoodsShelves, { goodsId: goods.id, onShelf: false }, adminKey())).code).toBe(4000);
    const headers = adminKey();
    const off = await t.call(companyChangeGoodsShelves, { goodsId: goods.id, onShelf: false, reason: '商品描述与实物不符' }, headers);
    expect(off.data).toMatchObject({ onShelf: false, offShelfBy: 'platform', offShelfReason: '商品描述与实物不符' });
    expect(await t.call(companyChangeGoodsShelves, { goodsId: goods.id, onShelf: false, reason: '商品描述与实物不符' }, headers)).toEqual(off);
    expect(await found()).toBe(false);

    const listed = await t.call(companyGoodsList, { shelf: 'platform', shopId: 'S0001' }, admin);
    expect(listed.data.list.map((g) => g.goodsId)).toEqual([goods.id]);
    expect((await t.call(shopGoodsDetail, { goodsId: goods.id }, shop)).data).toMatchObject({ onShelf: false, offShelfReason: '商品描述与实物不符' });
    const back = await t.call(changeGoodsShelves, { goodsId: goods.id, onShelf: true }, { ...shop, 'idempotency-key': 'owner-shelve-1' });
    expect(back).toMatchObject({ code: 4003, msg: '该商品已被平台下架（商品描述与实物不符），不能自行上架' });
    expect(await found()).toBe(false);

    const on = await t.call(companyChangeGoodsShelves, { goodsId: goods.id, onShelf: true }, adminKey());
    expect(on.data).toMatchObject({ onShelf: true, offShelfBy: '', offShelfReason: '' });
    expect(await found()).toBe(true);
    expect((await t.call(shopGoodsDetail, { goodsId: goods.id }, shop)).data.offShelfReason).toBe('');
    expect((await t.call(companyChangeGoodsShelves, { goodsId: goods.id, onShelf: true }, adminKey())).code).toBe(4009);

    const log = await actions('goods', goods.id);
    expect(log.total).toBe(2);
    expect(log.list.map((a) => a.action)).toEqual(['shelve', 'unshelve']);
    expect(log.list[1]).toMatchObject({
      reason: '商品描述与实物不符', before: { onShelf: true, offShelfBy: '' }, after: { onShelf: false, offShelfBy: 'platform' },
    });

    // The owner was told both times on the live channel (issue 33.7), once each, the replayed take-down not again.
    const ownerId = (await queryRows<{ owner_user_id: string }>(t, "select owner_user_id from shops where id = 'S0001'"))[0]!.owner_user_id;
    const notices = (await readRoom(t.database.db, `notice:${ownerId}`, 0, 500)).map((m) => m.body as { title: string; text: string });
    expect(notices.filter((n) => n.title === '商品已被平台下架')).toEqual([
      { topic: 'system', title: '商品已被平台下架', text: `您的商品「${name}」已被平台下架，原因：商品描述与实物不符。如有疑问请联系平台客服` },
    ]);
    expect(notices.filter((n) => n.title === '商品已恢复上架')).toEqual([{ topic: 'system', title: '商品已恢复上架', text: `您的商品「${name}」已由平台恢复上架` }]);

    // The platform-wide log (issue 33.9): every action newest first, one kind's, and a number only with its kind.
    const all = (await t.call(companyAdminActions, {}, admin)).data;
    expect(all.list.slice(0, 2).map((a) => [a.targetKind, a.action])).toEqual([['goods', 'shelve'], ['goods', 'unshelve']]);
    expect(all.total).toBeGreaterThanOrEqual(2);
    const ofGoods = (await t.call(companyAdminActions, { targetKind: 'goods' }, admin)).data;
    expect(ofGoods.list.every((a) => a.targetKind === 'goods')).toBe(true);
    expect((await t.call(companyAdminActions, { targetKind: 'shop' }, admin)).data.list.every((a) => a.targetKind === 'shop')).toBe(true);
    expect(await t.call(companyAdminActions, { targetId: goods.id }, admin)).toMatchObject({ code: 4000, msg: '请选择记录类型' });
  });

  it('filters the platform\'s list by name, kind, shop and shelf state', async () => {
    const all = (await t.call(companyGoodsList, { pageSize: 100 }, admin)).data;
    expect(new Set(all.list.map((g) => g.shopId)).size).toBeGreaterThan(1);
    const ofShop = (await t.call(companyGoodsList, { shopId: 'S0002', kind: 'ordinary', shelf: 'on' }, admin)).data;
    expect(ofShop.total).toBeGreaterThan(0);
    expect(ofShop.list.every((g) => g.shopId === 'S0002' && g.kind === 'ordinary' && g.onShelf)).toBe(true);
    expect((await t.call(companyGoodsList, { keyword: '%' }, admin)).data.total).toBe(0);
  });
});

describe('the platform company\'s details', () => {
  it('are edited over the version the administrator saw, once per save, with a log row', async () => {
    const first = (await t.call(companyInfo, {}, admin)).data;
    expect(first).toMatchObject({ companyId: 'C0001', name: '星Q商城', updatedAt: 0 });
    const edit = { name: '星Q科技有限公司', contactName: '李经理', contactPhone: '13912345678', address: '深圳市南山区科技园路1号', baseUpdatedAt: 0 };
    const saved = await t.call(companyEdit, edit, adminKey());
    expect(saved.data).toMatchObject({ name: '星Q科技有限公司', updatedAt: t.clock.now });
    expect(await t.call(companyEdit, { ...edit, name: '另一个名称' }, adminKey())).toMatchObject({ code: 4009 });
    expect((await t.call(companyInfo, {}, admin)).data.name).toBe('星Q科技有限公司');
    expect((await t.call(companyEdit, { ...edit, contactPhone: '123' }, adminKey())).code).toBe(4000);
    const log = await actions('company', 'C0001');
    expect(log.total).toBe(1);
    expect(log.list[0]).toMatchObject({ action: 'edit', before: { name: '星Q商城' }, after: { name: '星Q科技有限公司', contactName: '李经理' } });
  });
});
