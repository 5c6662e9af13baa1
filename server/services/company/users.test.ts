// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cartAdd } from '../../../src/contract/orders/cart';
import { companyGoodsList } from '../../../src/contract/company/goods';
import { companyAdminActions } from '../../../src/contract/company/log';
import {
  companyHome, companyShopBan, companyShopEdit, companyShopInfo, companyShops, companyUserBan, companyUserDelete, companyUserEdit,
  companyUserInfo, companyUsers,
} from '../../../src/contract/company/users';
import type { CallDef } from '../../../src/contract/define-call';
import { pullGoods } from '../../../src/contract/catalogue/goods';
import { searchGoods } from '../../../src/contract/catalogue/search';
import { shopGoodsList } from '../../../src/contract/shop/goods';
import { SYNC_BATCH_CALLS } from '../../../src/contract/platform/sync-batch';
import { quickPhoneLogin } from '../../../src/contract/account/users';
import { sendPhoneCode } from '../../../src/contract/account/phone-codes';
import { goodsOfShop, shopHeaders } from '../../test-support/checkout';
import { loginByCode } from '../../test-support/login';
import { createTestApp, queryRows, userHeaders, type TestApp } from '../../test-support/test-app';
import { ADMIN_PHONE, SHOP_OWNER_PHONE } from '../../test-support/wallet';

const PHONE = '13912370001';
let t: TestApp;
let admin: string;
let user: { token: string; userId: string };

beforeEach(async () => {
  t = await createTestApp();
  ({ token: admin } = await loginByCode(t, ADMIN_PHONE));
  user = await loginByCode(t, PHONE);
});
afterEach(async () => { await t.close(); });

const asAdmin = <C extends CallDef>(call: C, input: Record<string, unknown>, key?: string) => t.call(call, input, userHeaders(admin, key));
const logOf = async (targetKind: 'user' | 'shop', targetId: string) =>
  (await asAdmin(companyAdminActions, { targetKind, targetId })).data;

describe('company calls are the administrator\'s alone (RELIABILITY 25)', () => {
  it('no token, a consumer, a shop owner with a shop token and a banned administrator are refused, and nothing changes', async () => {
    const owner = await loginByCode(t, SHOP_OWNER_PHONE);
    const calls: [CallDef, Record<string, unknown>][] = [
      [companyHome, {}], [companyUsers, {}], [companyUserInfo, { userId: user.userId }],
      [companyUserEdit, { userId: user.userId, name: '改名', gender: 1 }], [companyUserBan, { userId: user.userId, banned: true, reason: '违规' }],
      [companyUserDelete, { userId: user.userId, reason: '违规' }], [companyShops, {}], [companyShopInfo, { shopId: 'S0002' }],
      [companyShopEdit, { shopId: 'S0002', name: '改名店铺', phone: '13800000004', address: '某路1号' }],
      [companyShopBan, { shopId: 'S0002', banned: true, reason: '违规' }],
    ];
    const bannedAdmin = await loginByCode(t, '13912370009');
    await queryRows(t, `update users set plat_company_id = 'C0001', banned = true, ban_reason = '离职' where id = '${bannedAdmin.userId}'`);
    for (const [call, input] of calls) {
      expect((await t.call(call, input, {})).code, call.name).toBe(4012);
      expect((await t.call(call, input, userHeaders(user.token))).code, call.name).toBe(4003);
      expect((await t.call(call, input, shopHeaders(owner.token, owner.shopToken))).code, call.name).toBe(4003);
      expect(await t.call(call, input, userHeaders(bannedAdmin.token)), call.name).toMatchObject({ code: 4105, msg: '账号已被封禁：离职' });
    }
    expect(await queryRows(t, 'select count(*)::int as n from admin_actions')).toEqual([{ n: 0 }]);
    expect(await queryRows(t, `select banned, name from users where id = '${user.userId}'`)).toEqual([{ banned: false, name: '星Q用户0001' }]);
    expect(await queryRows(t, "select banned, name from shops where id = 'S0002'")).toEqual([{ banned: false, name: expect.not.stringMatching('改名') }]);
  });
});

describe('users (issue 14)', () => {
  it('finds users by phone, number or name and by state', async () => {
    const byPhone = (await asAdmin(companyUsers, { keyword: PHONE })).data;
    expect(byPhone.list.map((u) => u.userId)).toEqual([user.userId]);
    expect(byPhone.list[0]).toMatchObject({ phone: '139****0001', state: 'normal' });
    const no = byPhone.list[0]!.usersNo;
    expect((await asAdmin(companyUsers, { keyword: no.toLowerCase() })).data.list.map((u) => u.userId)).toEqual([user.userId]);
    expect((await asAdmin(companyUsers, { keyword: '星Q买家' })).data.list.map((u) => u.phone)).toEqual(['138****0001']);
    // Any part: a middle run of the phone (by 3-character pieces), two characters (by 2-character pieces), one.
    expect((await asAdmin(companyUsers, { keyword: PHONE.slice(3, 9) })).data.list.map((u) => u.userId)).toContain(user.userId);
    expect((await asAdmin(companyUsers, { keyword: '买家' })).data.list.map((u) => u.phone)).toContain('138****0001');
    expect((await asAdmin(companyUsers, { keyword: 'q' })).data.list.map((u) => u.phone)).toContain('138****0001');
    expect((await asAdmin(companyUsers, { keyword: `${PHONE}0` })).data.list).toEqual([]);
    expect((await asAdmin(companyUsers, { state: 'banned' })).data.total).toBe(0);
    expect(await asAdmin(companyUsers, { state: 'gone' })).toMatchObject({ code: 4000, msg: '用户状态不正确' });
  });

  it('pages by the last row seen (after) as by page number, users and goods alike (decision 032)', async () => {
    const [first, second] = [(await asAdmin(companyUsers, { pageSize: 3 })).data, (await asAdmin(companyUsers, { pageSize: 3, pageNum: 2 })).data];
    const last = first.list.at(-1)!;
    expect((await asAdmin(companyUsers, { pageSize: 3, pageNum: 2, after: `${last.createdAt}_${last.userId}` })).data).toEqual(second);
    const goodsPage = (pageNum: number, after = '') => asAdmin(companyGoodsList, { pageSize: 5, pageNum, after, shopId: 'S0001' });
    const [one, two] = [(await goodsPage(1)).data, (await goodsPage(2)).data];
    expect(two.list).toHaveLength(5);
    expect((await goodsPage(2, `${one.list.at(-1)!.updatedAt}_${one.list.at(-1)!.goodsId}`)).data).toEqual(two);
    expect(await asAdmin(companyUsers, { after: '1;drop' })).toMatchObject({ code: 4000, msg: '翻页位置格式不正确' });
  });

  it('edits name and gender with checked input; the log keeps before and after', async () => {
    expect(await asAdmin(companyUserEdit, { userId: user.userId, name: ' ', gender: 1 })).toMatchObject({ code: 4000, msg: '请填写用户名' });
    expect(await asAdmin(companyUserEdit, { userId: user.userId, name: '小明', gender: 5 })).toMatchObject({ code: 4000, msg: '请选择性别' });
    expect((await asAdmin(companyUserEdit, { userId: user.userId, name: '小明', gender: 2 })).data).toMatchObject({ name: '小明', gender: 2 });
    expect((await asAdmin(companyUserInfo, { userId: user.userId })).data).toMatchObject({ name: '小明', gender: 2, orderCount: 0 });
    expect((await logOf('user', user.userId)).list).toEqual([expect.objectContaining({
      action: 'edit', before: { name: '星Q用户0001', gender: 0 }, after: { name: '小明', gender: 2 },
    })]);
    expect(await asAdmin(companyUserEdit, { userId: 'U000003', name: '管理员', gender: 1 })).toMatchObject({ code: 4003 });
  });

  it('a ban replayed with its key acts once; the banned user\'s next call and queued mutations are refused with the reason; unban restores login', async () => {
    const ban = { userId: user.userId, banned: true, reason: '发布违规内容' };
    const first = await asAdmin(companyUserBan, ban, 'k-ban-user-0001');
    const again = await asAdmin(companyUserBan, ban, 'k-ban-user-0001');
    expect(first.data).toMatchObject({ state: 'banned', banReason: '发布违规内容' });
    expect(again).toEqual(first);
    expect(await asAdmin(companyUserBan, ban)).toMatchObject({ code: 4009, msg: '该用户已被封禁' });
    expect((await logOf('user', user.userId)).total).toBe(1);

    const goods = await goodsOfShop(t, 'S0002');
    expect(await t.call(cartAdd, { goodsId: goods.id, num: 1 }, userHeaders(user.token, 'k-cart-0001')))
      .toMatchObject({ code: 4105, msg: '账号已被封禁：发布违规内容' });
    const batch = await t.call(SYNC_BATCH_CALLS.member, { items: [{ key: 'k-cart-0002', name: cartAdd.name, args: { goodsId: goods.id, num: 1 } }] },
      userHeaders(user.token));
    expect(batch.data.results[0]).toMatchObject({ code: 4105, msg: '账号已被封禁：发布违规内容' });
    expect(await queryRows(t, `select count(*)::int as n from cart_lines where user_id = '${user.userId}'`)).toEqual([{ n: 0 }]);
    await t.call(sendPhoneCode, { phone: PHONE, sendType: '1' });
    expect(await t.call(quickPhoneLogin, { phone: PHONE, code: t.sms.lastCode(PHONE)! }))
      .toMatchObject({ code: 4103, msg: '账号已被封禁：发布违规内容' });
    t.clock.now += 61_000;

    expect((await asAdmin(companyUserBan, { userId: user.userId, banned: false, reason: '申诉通过' })).data.state).toBe('normal');
    // The unban ends the old logins: the user logs in again.
    expect((await t.call(cartAdd, { goodsId: goods.id, num: 1 }, userHeaders(user.token, 'k-cart-0003'))).code).toBe(4012);
    const back = await loginByCode(t, PHONE);
    expect((await t.call(cartAdd, { goodsId: goods.id, num: 1 }, userHeaders(back.token, 'k-cart-0004'))).code).toBe(0);
    expect((await logOf('user', user.userId)).list.map((a) => a.action)).toEqual(['unban', 'ban']);
  });

  it('a deleted user cannot log in; their orders stay', async () => {
    await queryRows(t, `update orders set user_id = '${user.userId}' where id = (select id from orders order by id limit 1)`);
    const deleted = await asAdmin(companyUserDelete, { userId: user.userId, reason: '用户申请注销' });
    expect(deleted.data).toMatchObject({ state: 'deleted' });
    expect((await t.call(cartAdd, { goodsId: 'G0001', num: 1 }, userHeaders(user.token))).code).toBe(4012);
    await t.call(sendPhoneCode, { phone: PHONE, sendType: '1' });
    expect(await t.call(quickPhoneLogin, { phone: PHONE, code: t.sms.lastCode(PHONE)! })).toMatchObject({ code: 4103, msg: '该账号已注销' });
    expect((await asAdmin(companyUserInfo, { userId: user.userId })).data).toMatchObject({ state: 'deleted', orderCount: expect.any(Number) });
    expect(await queryRows(t, `select count(*)::int as n from orders where user_id = '${user.userId}'`)).toEqual([{ n: 1 }]);
    expect((await asAdmin(companyUsers, { state: 'deleted' })).data.list.map((u) => u.userId)).toEqual([user.userId]);
    expect(await asAdmin(companyUserBan, { userId: user.userId, banned: true, reason: '违规' })).toMatchObject({ code: 4009, msg: '该用户已注销' });
    expect((await logOf('user', user.userId)).list.map((a) => a.action)).toEqual(['delete']);
  });
});

describe('shops (issue 14)', () => {
  it('a banned shop\'s goods leave search at once and its shop token stops; the unban restores exactly those goods', async () => {
    const owner = await loginByCode(t, '13800000004');
    const [goods] = await queryRows<{ id: string; name: string }>(t, "select id, name from goods where shop_id = 'S0002' and on_shelf order by id limit 1");
    await queryRows(t, "update goods set on_shelf = false where id = (select id from goods where shop_id = 'S0002' and on_shelf order by id desc limit 1)");
    const onShelf = async () => (await queryRows<{ n: number }>(t, "select count(*)::int as n from goods where shop_id = 'S0002' and on_shelf"))[0]!.n;
    const before = await onShelf();
    const found = async () => (await t.call(searchGoods, { keyword: goods!.name })).data.goodsList.some((g) => g.goodsId === goods!.id);
    expect(await found()).toBe(true);

    const ban = { shopId: 'S0002', banned: true, reason: '售卖假冒商品' };
    expect((await asAdmin(companyShopBan, ban, 'k-ban-shop-0001')).data).toMatchObject({ state: 'banned', banReason: '售卖假冒商品', onShelfCount: 0 });
    expect((await asAdmin(companyShopBan, ban, 'k-ban-shop-0001')).code).toBe(0);
    expect(await found()).toBe(false);
    // Devices drop them at their next catalogue pull: the ban moved their updatedAt.
    const pulled = (await t.call(pullGoods, { updatedAt: t.clock.now - 1, goodsId: '', limit: 500 })).data.documents;
    expect(pulled.find((g) => g.goodsId === goods!.id)).toMatchObject({ onShelf: false });
    expect(pulled.every((g) => g.shopName === '华强数码专营店' && !g.onShelf)).toBe(true);
    expect(await t.call(shopGoodsList, {}, shopHeaders(owner.token, owner.shopToken))).toMatchObject({ code: 4103, msg: '店铺已被封禁：售卖假冒商品' });
    expect((await asAdmin(companyShops, { state: 'banned' })).data.list.map((s) => s.shopId)).toEqual(['S0002']);

    expect((await asAdmin(companyShopBan, { shopId: 'S0002', banned: false, reason: '整改完成' })).data.state).toBe('normal');
    expect(await onShelf()).toBe(before);
    expect(await found()).toBe(true);
    expect((await t.call(shopGoodsList, {}, shopHeaders(owner.token, owner.shopToken))).code).toBe(0);
    expect((await logOf('shop', 'S0002')).list.map((a) => [a.action, a.reason])).toEqual([['unban', '整改完成'], ['ban', '售卖假冒商品']]);
  });

  it('edits name, phone and address with checked input; searches by name', async () => {
    const edit = { shopId: 'S0002', name: '华强数码旗舰店', phone: '0755-88886666', address: '华强北路1号' };
    expect(await asAdmin(companyShopEdit, { ...edit, phone: '12345' })).toMatchObject({ code: 4000, msg: '联系电话格式不正确（手机号或区号-座机号）' });
    expect((await asAdmin(companyShopEdit, edit)).data).toMatchObject({ name: '华强数码旗舰店', phone: '0755-88886666', address: '华强北路1号' });
    expect((await asAdmin(companyShops, { keyword: '旗舰' })).data.list.map((s) => s.shopId)).toContain('S0002');
    expect((await logOf('shop', 'S0002')).list[0]).toMatchObject({ action: 'edit', after: { name: edit.name, phone: edit.phone, address: edit.address } });
  });

  it('the home counts today\'s paid orders, new users and new shops, and what waits for a decision', async () => {
    const before = (await asAdmin(companyHome, {})).data;
    await loginByCode(t, '13912370002');
    const pending = await queryRows<{ n: number }>(t, "select count(*)::int as n from shop_applications where status = 'PENDING'");
    await queryRows(t, `update orders set paid_at = ${t.clock.now}, total = 1234 where id = (select id from orders order by id limit 1)`);
    const after = (await asAdmin(companyHome, {})).data;
    expect(after.newUsers).toBe(before.newUsers + 1);
    expect(after.pendingApplications).toBe(pending[0]!.n);
    expect(after.pendingApplications).toBeGreaterThan(0);
    expect(after.todayOrders).toBe(before.todayOrders + 1);
    expect(after.todayTurnover).toBe(before.todayTurnover + 1234);
    expect(after.newShops).toBe(before.newShops);
  });
});
