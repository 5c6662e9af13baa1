// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyCouponList, companyCouponSave, companyCouponStop } from '../../../../src/contract/company/coupons';
import { claimCoupon, type CouponForm } from '../../../../src/contract/orders/coupons';
import { shopCouponList, shopCouponSave, shopCouponStop } from '../../../../src/contract/shop/coupons';
import { shopHeaders } from '../../../test-support/checkout';
import { loginByCode } from '../../../test-support/login';
import { createTestApp, queryRows, userHeaders, type TestApp } from '../../../test-support/test-app';

const DAY = 86_400_000;
let t: TestApp;
let buyer: () => Record<string, string>;
let admin: () => Record<string, string>;
/** The demo shop S0001's owner, and another shop's. */
let shop: () => Record<string, string>;
let otherShop: () => Record<string, string>;

const form = (over: Partial<CouponForm> = {}): CouponForm => ({
  templateId: `T${randomUUID().slice(0, 8)}`, name: '店铺券', kind: 'FULL_REDUCTION', scope: 'SHOP', goodsIds: [], threshold: '100',
  amount: '10', rate: 0, cap: '0', validKind: 'DAYS', validFrom: 0, validTo: 0, validDays: 7, total: 10, perUser: 1, newUser: false, ...over,
});
const templateCount = async () => (await queryRows<{ n: number }>(t, 'select count(*)::int as n from coupon_templates'))[0]!.n;
const statusOf = async (id: string) => (await queryRows<{ status: string; name: string }>(t, `select status, name from coupon_templates where id = '${id}'`))[0];

beforeAll(async () => {
  t = await createTestApp();
  const login = async (phone: string) => loginByCode(t, phone);
  const b = await login('13912345601');
  buyer = () => userHeaders(b.token, `b-${randomUUID()}`);
  const a = await login('13800000003');
  admin = () => userHeaders(a.token, `a-${randomUUID()}`);
  const o = await login('13800000002');
  shop = () => shopHeaders(o.token, o.shopToken, `s-${randomUUID()}`);
  const other = await login('13800000004');
  otherShop = () => shopHeaders(other.token, other.shopToken, `o-${randomUUID()}`);
});
afterAll(async () => { await t.close(); });

describe("an owner's coupons are the owner's (issue 32)", () => {
  it("another shop can neither edit, stop, list nor name goods of this shop's coupon", async () => {
    const saved = await t.call(shopCouponSave, form(), shop());
    expect(saved.code).toBe(0);
    const id = saved.data.templateId;
    expect(saved.data).toMatchObject({ shopId: 'S0001', status: 'ISSUING', claimed: 0, used: 0, discountGiven: 0 });

    const edit = await t.call(shopCouponSave, form({ templateId: id, name: '改名' }), otherShop());
    expect(edit.msg).toBe('优惠券不存在');
    expect((await t.call(shopCouponStop, { templateId: id }, otherShop())).msg).toBe('优惠券不存在');
    expect(await statusOf(id)).toEqual({ status: 'ISSUING', name: '店铺券' });
    expect((await t.call(shopCouponList, {}, otherShop())).data.list.some((c) => c.templateId === id)).toBe(false);

    const [theirs] = await queryRows<{ id: string }>(t, "select id from goods where shop_id = 'S0001' limit 1");
    const before = await templateCount();
    const goodsCoupon = await t.call(shopCouponSave, form({ scope: 'GOODS', goodsIds: [theirs!.id] }), otherShop());
    expect(goodsCoupon.msg).toBe('适用商品不存在或不属于本店');
    expect(await templateCount()).toBe(before);
  });

  it('a shop coupon is not a platform one, nor the other way round; the administrator stops a shop coupon but never edits it', async () => {
    const before = await templateCount();
    expect((await t.call(shopCouponSave, form({ scope: 'PLATFORM' }), shop())).msg).toBe('店铺券请选择本店或指定商品');
    expect((await t.call(companyCouponSave, form({ scope: 'SHOP' }), admin())).msg).toBe('平台券请选择全平台或指定商品');
    expect(await templateCount()).toBe(before);

    const id = (await t.call(shopCouponSave, form(), shop())).data.templateId;
    expect((await t.call(companyCouponSave, form({ templateId: id, scope: 'PLATFORM', name: '平台改' }), admin())).msg).toBe('优惠券不存在');
    const shops = (await t.call(companyCouponList, { owner: 'shops' }, admin())).data.list;
    expect(shops.find((c) => c.templateId === id)).toMatchObject({ shopId: 'S0001', shopName: expect.any(String) });
    expect((await t.call(companyCouponList, { owner: 'platform' }, admin())).data.list.every((c) => c.shopId === '')).toBe(true);
    expect((await t.call(companyCouponStop, { templateId: id }, admin())).data.status).toBe('STOPPED');
    expect((await t.call(shopCouponSave, form({ templateId: id, name: '停发后改' }), shop())).msg).toBe('优惠券已停止发放，不能修改');
  });

  it("another role's token is refused by every owner call, and nothing is written", async () => {
    const id = (await t.call(shopCouponSave, form(), shop())).data.templateId;
    const before = await templateCount();
    const refusals = [
      await t.call(shopCouponSave, form(), buyer()), await t.call(shopCouponSave, form(), admin()),
      await t.call(shopCouponStop, { templateId: id }, buyer()), await t.call(shopCouponList, {}, buyer()),
      await t.call(companyCouponSave, form({ scope: 'PLATFORM' }), shop()), await t.call(companyCouponSave, form({ scope: 'PLATFORM' }), buyer()),
      await t.call(companyCouponStop, { templateId: id }, shop()), await t.call(companyCouponList, {}, shop()),
      await t.call(shopCouponList, {}, {}), await t.call(companyCouponStop, { templateId: id }, {}),
    ];
    for (const r of refusals) {
      expect(r.code).not.toBe(0);
      expect(r.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect(await templateCount()).toBe(before);
    expect((await statusOf(id))!.status).toBe('ISSUING');
  });

  it('an edit before the first claim changes the rule; after it the host refuses with its reason', async () => {
    const id = (await t.call(shopCouponSave, form({ name: '先改', validKind: 'FIXED', validFrom: t.clock.now - DAY, validTo: t.clock.now + DAY, validDays: 0 }), shop())).data.templateId;
    const edited = await t.call(shopCouponSave, form({ templateId: id, name: '改过', amount: '20' }), shop());
    expect(edited.data).toMatchObject({ name: '改过', amount: 2000, validDays: 7, validFrom: null });
    expect((await t.call(claimCoupon, { templateId: id }, buyer())).code).toBe(0);
    expect((await t.call(shopCouponSave, form({ templateId: id, name: '再改' }), shop())).msg).toBe('优惠券已有人领取，不能修改');
    expect((await t.call(shopCouponList, {}, shop())).data.list.find((c) => c.templateId === id)).toMatchObject({ name: '改过', claimed: 1 });
  });
});
