import { describe, expect, it } from 'vitest';
import type { ShopApplication } from '../../contract/shop/apply';
import { checkForm, EMPTY_FORM, formFrom, type ShopForm } from './register-form';

const LOGO = '/media/upload/abcdefghijklmnop1234';
const filled: ShopForm = {
  shopName: '星星手作', logo: [{ url: LOGO }], classId: '01', contactName: '张三丰', contactPhone: '13912345678',
  region: { provinceCode: '440000', cityCode: '440300', districtCode: '440305', regionName: '广东省 深圳市 南山区' },
  address: '科技园南区1栋', licence: [],
};

describe('the shop details form (issue 12), checked with the contract rules', () => {
  it('names the first missing field with the contract message', () => {
    expect(checkForm('individual', EMPTY_FORM)).toEqual({ ok: false, msg: '店铺名称至少2个字' });
    expect(checkForm('individual', { ...filled, logo: [] })).toEqual({ ok: false, msg: '请上传店铺logo' });
    expect(checkForm('individual', { ...filled, region: null })).toEqual({ ok: false, msg: '请选择店铺所在地区' });
    expect(checkForm('individual', { ...filled, contactPhone: '1391234' })).toEqual({ ok: false, msg: '手机号格式不正确' });
  });

  it('asks a company for its licence and sends an individual none', () => {
    expect(checkForm('company', filled)).toEqual({ ok: false, msg: '企业店铺请上传营业执照' });
    const company = checkForm('company', { ...filled, licence: [{ url: LOGO }] });
    expect(company).toMatchObject({ ok: true, request: { enterType: 'company', licenceImages: [LOGO], districtCode: '440305' } });
    expect(checkForm('individual', { ...filled, licence: [{ url: LOGO }] })).toMatchObject({ ok: true, request: { licenceImages: [] } });
  });

  it('applying again starts from the refused application, with the region to choose again', () => {
    const refused = { shopName: '星星手作', logo: LOGO, classId: '01', contactName: '张三丰', contactPhone: '13912345678', address: '科技园', licenceImages: [LOGO, LOGO, LOGO, LOGO] } as ShopApplication;
    const form = formFrom(refused);
    expect(form).toMatchObject({ shopName: '星星手作', logo: [{ url: LOGO }], region: null, address: '科技园' });
    expect(form.licence).toHaveLength(3);
  });
});
