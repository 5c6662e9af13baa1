// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pullGoods } from '../../../src/contract/catalogue/goods';
import { companyAdminActions } from '../../../src/contract/company/log';
import { companyShopBan, companyShopDelete, companyShopEdit, companyShopInfo, companyShops } from '../../../src/contract/company/users';
import { CODES } from '../../../src/contract/codes';
import { shopGoodsList } from '../../../src/contract/shop/goods';
import { shopHeaders } from '../../test-support/checkout';
import { loginByCode } from '../../test-support/login';
import { createTestApp, queryRows, userHeaders, type TestApp } from '../../test-support/test-app';
import { ADMIN_PHONE, SHOP_OWNER_PHONE } from '../../test-support/wallet';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token: admin } = await loginByCode(t, ADMIN_PHONE));
});
afterAll(async () => { await t.close(); });

const asAdmin = (input: Record<string, unknown>) => t.call(companyShopDelete, input, userHeaders(admin, `k-${Math.random()}`));

/** A seeded shop with open orders or money, and one with neither (the seed has both kinds). */
async function shopWith(busy: boolean): Promise<string> {
  const rows = await queryRows<{ id: string }>(t, `select s.id from shops s where ${busy ? '' : 'not'} (
      exists (select 1 from orders o where o.shop_id = s.id and o.status not in ('COMPLETED', 'COMPLETE', 'CANCELLED') and o.refunded < o.total)
      or exists (select 1 from ledger_accounts a where a.owner_kind = 'shop' and a.owner_id = s.id and a.posted <> 0))
    and s.owner_user_id is ${busy ? 'not null' : 'null'} order by s.id limit 1`);
  return rows[0]!.id;
}

describe('the administrator\'s shop deletion', () => {
  it('is refused while orders are open or money is left, saying all of it, and changes nothing', async () => {
    const busy = await shopWith(true);
    const onShelf = async () => Number((await queryRows<{ n: string }>(t, `select count(*) as n from goods where shop_id = '${busy}' and on_shelf`))[0]!.n);
    const before = await onShelf();
    const answer = await asAdmin({ shopId: busy, reason: '经营异常' });
    expect(answer.code).toBe(CODES.conflict);
    expect(answer.msg).toMatch(/^店铺还有(\d+\+?笔订单未完成|余额¥[\d,.]+)(、.+)*，请处理后再删除$/);
    expect(await onShelf()).toBe(before);
    expect((await t.call(companyShopInfo, { shopId: busy }, userHeaders(admin))).data.state).not.toBe('deleted');
  });

  it('takes a settled shop\'s goods off sale for good, lists it as 已删除 and takes no more changes', async () => {
    const shopId = await shopWith(false);
    const [{ n: onShelf } = { n: '0' }] = await queryRows<{ n: string }>(t, `select count(*) as n from goods where shop_id = '${shopId}' and on_shelf`);
    const answer = await asAdmin({ shopId, reason: '店铺长期停业' });
    expect(answer.code).toBe(0);
    expect(answer.data).toMatchObject({ shopId, state: 'deleted', banReason: '店铺长期停业', onShelfCount: 0 });
    const [left] = await queryRows<{ n: string }>(t, `select count(*) as n from goods where shop_id = '${shopId}' and (on_shelf or shop_ban_hold)`);
    expect(Number(left!.n)).toBe(0);
    const deleted = (await t.call(companyShops, { state: 'deleted' }, userHeaders(admin))).data.list;
    expect(deleted.map((s) => s.shopId)).toEqual([shopId]);
    expect((await t.call(companyShops, { state: 'banned' }, userHeaders(admin))).data.list.some((s) => s.shopId === shopId)).toBe(false);
    const log = (await t.call(companyAdminActions, { targetKind: 'shop', targetId: shopId }, userHeaders(admin))).data.list[0]!;
    expect(log).toMatchObject({ action: 'delete', reason: '店铺长期停业', after: { state: 'deleted', goodsOff: Number(onShelf) } });
    // No unban brings it back, no edit changes it, and a second deletion says so.
    expect((await t.call(companyShopBan, { shopId, banned: false, reason: '误删' }, userHeaders(admin, 'k-unban'))).msg).toBe('该店铺已删除');
    expect((await t.call(companyShopEdit, { shopId, name: '新名字', phone: '13912345678', address: '某地' }, userHeaders(admin, 'k-edit'))).msg).toBe('该店铺已删除');
    expect((await asAdmin({ shopId, reason: '再删' })).msg).toBe('该店铺已删除');
    // Devices pulling goods see them off the shelf.
    const pulled = (await t.call(pullGoods, { updatedAt: t.clock.now - 1, goodsId: '', limit: 500 })).data.documents.filter((g) => g.showShopId === shopId);
    expect(pulled.length).toBe(Number(onShelf));
    expect(pulled.every((g) => !g.onShelf)).toBe(true);
  });

  it('is the administrator\'s alone: no token, a shopper\'s and a shop owner\'s are refused and nothing changes', async () => {
    const shopId = await shopWith(false).catch(() => 'S0001');
    const owner = await loginByCode(t, SHOP_OWNER_PHONE);
    const shopper = await loginByCode(t, '13900005601');
    expect((await t.call(companyShopDelete, { shopId, reason: '越权' })).code).toBe(CODES.tokenInvalid);
    expect((await t.call(companyShopDelete, { shopId, reason: '越权' }, userHeaders(shopper.token, 'k-1'))).code).toBe(CODES.forbidden);
    expect((await t.call(companyShopDelete, { shopId, reason: '越权' }, shopHeaders(owner.token, owner.shopToken))).code).toBe(CODES.forbidden);
    expect((await t.call(shopGoodsList, {}, shopHeaders(owner.token, owner.shopToken))).code).toBe(0);
  });
});
