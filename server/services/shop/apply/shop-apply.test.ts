// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  applyToBeShop, companyAuditShopApplication, companyShopApplications, myShopApplication, shopLogin, shopModelModule,
} from '../../../../src/contract/shop/apply';
import { realNameSubmit, shopWallet } from '../../../../src/contract/wallet/withdraw';
import { shopHeaders } from '../../../test-support/checkout';
import { loginByCode } from '../../../test-support/login';
import { createTestApp, queryRows, userHeaders, type TestApp } from '../../../test-support/test-app';
import { ADMIN_PHONE, idCardFor, SHOP_OWNER_PHONE } from '../../../test-support/wallet';
import { uploadedImage } from '../../../test-support/images';

const PHONE = '13912360001';
let t: TestApp;
let token: string;
let admin: string;

async function upload(who = token): Promise<string> {
  return uploadedImage(t, who, 'shop-apply-image');
}

async function application(overrides: Record<string, unknown> = {}) {
  return {
    enterType: 'individual', shopName: '星星手作', logo: await upload(), classId: '01', contactName: '张三丰', contactPhone: PHONE,
    provinceCode: '440000', cityCode: '440300', districtCode: '440305', address: '科技园南区1栋', licenceImages: [], ...overrides,
  };
}

const apply = async (overrides: Record<string, unknown> = {}, who = token) => t.call(applyToBeShop, await application(overrides), userHeaders(who));
const audit = (applicationId: string, approve: boolean, reason = '') =>
  t.call(companyAuditShopApplication, { applicationId, approve, reason }, userHeaders(admin));

beforeEach(async () => {
  t = await createTestApp();
  ({ token } = await loginByCode(t, PHONE));
  ({ token: admin } = await loginByCode(t, ADMIN_PHONE));
});
afterEach(async () => { await t.close(); });

describe('becoming a shop (issue 12)', () => {
  it('needs real-name authentication first, then waits for the administrator', async () => {
    expect((await t.call(shopModelModule, {}, userHeaders(token))).data.enterTypes.map((e) => e.type)).toEqual(['individual', 'company']);
    expect(await apply()).toMatchObject({ code: 4307, msg: '开店前请先完成实名认证' });
    await t.call(realNameSubmit, { name: '张三丰', idCard: idCardFor(360001) }, userHeaders(token));
    const applied = await apply();
    expect(applied.data).toMatchObject({ status: 'PENDING', shopName: '星星手作', regionName: '广东省 深圳市 南山区' });
    expect(await apply()).toMatchObject({ code: 4009, msg: '您的开店申请正在审核中，请耐心等待' });
    expect((await t.call(myShopApplication, {}, userHeaders(token))).data).toMatchObject({ application: { status: 'PENDING' }, shopId: null, realName: true });
  });

  it('refuses bad input with a Chinese message and writes nothing', async () => {
    await t.call(realNameSubmit, { name: '张三丰', idCard: idCardFor(360001) }, userHeaders(token));
    const before = await queryRows<{ n: number }>(t, 'select count(*)::int as n from shop_applications');
    expect(await apply({ enterType: 'company' })).toMatchObject({ code: 4000, msg: '企业店铺请上传营业执照' });
    expect(await apply({ districtCode: '110101' })).toMatchObject({ code: 4000, msg: '所在地区不正确' });
    expect(await apply({ classId: '0101' })).toMatchObject({ code: 4000, msg: '请选择主营类目' });
    expect(await apply({ shopName: '店' })).toMatchObject({ code: 4000, msg: '店铺名称至少2个字' });
    expect(await apply({ logo: '/media/upload/../../etc/passwd' })).toMatchObject({ code: 4000, msg: '请上传店铺logo' });
    const { token: other } = await loginByCode(t, '13912360002');
    expect(await apply({ logo: await upload(other) })).toMatchObject({ code: 4000, msg: expect.stringContaining('图片') });
    expect(await queryRows<{ n: number }>(t, 'select count(*)::int as n from shop_applications')).toEqual(before);
  });

  it('a refusal is shown with its reason and the user may apply again; an approval makes the user a shop owner once', async () => {
    await t.call(realNameSubmit, { name: '张三丰', idCard: idCardFor(360001) }, userHeaders(token));
    const first = (await apply()).data;
    expect((await audit(first.applicationId, false, '店铺名称与经营类目不符')).data).toMatchObject({ status: 'REFUSED', reason: '店铺名称与经营类目不符' });
    expect((await t.call(myShopApplication, {}, userHeaders(token))).data.application).toMatchObject({ status: 'REFUSED', reason: '店铺名称与经营类目不符' });
    expect(await audit(first.applicationId, true)).toMatchObject({ code: 4009, msg: '该开店申请已审核' });
    const second = (await apply({ shopName: '星星手作工坊' })).data;
    const decisions = await Promise.all([audit(second.applicationId, true), audit(second.applicationId, true)]);
    expect(decisions.filter((d) => d.code === 0)).toHaveLength(1);
    const mine = (await t.call(myShopApplication, {}, userHeaders(token))).data;
    expect(mine.shopId).toMatch(/^S/);
    expect(await queryRows(t, `select name, owner_user_id from shops where id = '${mine.shopId}'`)).toEqual([expect.objectContaining({ name: '星星手作工坊' })]);
    // A shop number like the seeded SP10001: SP and a short sequence (issue 33.9).
    expect((await queryRows<{ shop_no: string }>(t, `select shop_no from shops where id = '${mine.shopId}'`))[0]!.shop_no).toMatch(/^SP2\d{4}$/);
    const shop = (await t.call(shopLogin, {}, userHeaders(token))).data;
    expect(shop.shopId).toBe(mine.shopId);
    expect((await t.call(shopWallet, {}, shopHeaders(token, shop.shopsLoginToken))).data.balance.posted).toBe(0);
    expect(await apply({ shopName: '第二家店' })).toMatchObject({ code: 4009, msg: '您已拥有店铺，无需重复申请' });
  });

  it('only the company administrator lists and audits applications; nobody else gets a shop token', async () => {
    const owner = await loginByCode(t, SHOP_OWNER_PHONE);
    const listed = (await t.call(companyShopApplications, { status: 'PENDING' }, userHeaders(admin))).data.list;
    expect(listed.map((a) => a.applicationId)).toContain('A-SEED-0001');
    expect(listed[0]!.applicantPhone).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect((await t.call(companyShopApplications, {}, userHeaders(token))).code).toBe(4003);
    expect((await t.call(companyShopApplications, {}, shopHeaders(owner.token, owner.shopToken))).code).toBe(4003);
    expect((await t.call(companyAuditShopApplication, { applicationId: 'A-SEED-0001', approve: true }, shopHeaders(owner.token, owner.shopToken))).code).toBe(4003);
    expect(await t.call(shopLogin, {}, userHeaders(token))).toMatchObject({ code: 4003, msg: '您还没有店铺' });
    expect(await audit('A-SEED-0001', false)).toMatchObject({ code: 4000, msg: '请填写驳回原因' });
  });
});
