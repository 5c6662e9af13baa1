// shop host: becoming a shop (spec §2 shop_manage/enter; spec §7 Goods: shop model module, apply to be shop) and the
// company administrator's audit of applications (spec §7 Company management: audit). Paths are ours (docs/decisions/006).
import { z } from 'zod';
import { defineCall } from '../define-call';
import { idField, mobileField, noteField, pageFields, pageOf } from '../fields';
import { imageUrlField, imageUrlsField } from '../platform/upload';

const SHOPS = '/api/shopsManage/shopsManage';
const regionCode = z.string({ error: '请选择店铺所在地区' }).regex(/^\d{6}$/, '店铺所在地区不正确');

export const ENTER_TYPES = ['individual', 'company'] as const;
export type EnterType = (typeof ENTER_TYPES)[number];
export const APPLICATION_STATUSES = ['PENDING', 'APPROVED', 'REFUSED'] as const;

export const ShopApplicationSchema = z.object({
  applicationId: z.string(),
  enterType: z.enum(ENTER_TYPES),
  shopName: z.string(),
  logo: z.string(),
  classId: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  provinceCode: z.string(),
  cityCode: z.string(),
  districtCode: z.string(),
  regionName: z.string(),
  address: z.string(),
  licenceImages: z.array(z.string()),
  status: z.enum(APPLICATION_STATUSES),
  reason: z.string(),
  shopId: z.string().nullable(),
  createdAt: z.number().int(),
  decidedAt: z.number().int().nullable(),
});
export type ShopApplication = z.infer<typeof ShopApplicationSchema>;

/** Shop model module: the kinds of shop one may open and the categories a shop sells in. */
export const shopModelModule = defineCall({
  name: 'shop.shopModelModule', host: 'shop', method: 'GET', path: `${SHOPS}/shopmodelmodule`, encoding: 'query', role: 'user', mutating: false,
  request: z.object({}),
  response: z.object({
    enterTypes: z.array(z.object({ type: z.enum(ENTER_TYPES), label: z.string(), explain: z.string(), needsLicence: z.boolean() })),
    classes: z.array(z.object({ id: z.string(), name: z.string() })),
  }),
});

export const applyToBeShop = defineCall({
  name: 'shop.applyToBeShop', host: 'shop', method: 'POST', path: `${SHOPS}/applytobeshop`, encoding: 'json', role: 'user', mutating: true,
  request: z.object({
    enterType: z.enum(ENTER_TYPES, { error: '请选择店铺类型' }),
    shopName: z.string({ error: '请填写店铺名称' }).trim().min(2, '店铺名称至少2个字').max(20, '店铺名称不能超过20个字'),
    logo: imageUrlField('请上传店铺logo'),
    classId: idField('主营类目'),
    contactName: z.string({ error: '请填写联系人' }).trim().min(2, '联系人至少2个字').max(20, '联系人不能超过20个字'),
    contactPhone: mobileField,
    provinceCode: regionCode,
    cityCode: regionCode,
    districtCode: regionCode,
    address: noteField('详细地址', 60),
    licenceImages: imageUrlsField.pipe(z.array(z.string()).max(3, '营业执照最多上传3张')),
  }).refine((v) => v.enterType !== 'company' || v.licenceImages.length > 0, { message: '企业店铺请上传营业执照', path: ['licenceImages'] }),
  response: ShopApplicationSchema,
});

export const myShopApplication = defineCall({
  name: 'shop.myShopApplication', host: 'shop', method: 'GET', path: `${SHOPS}/myapplication`, encoding: 'query', role: 'user', mutating: false,
  request: z.object({}),
  response: z.object({ application: ShopApplicationSchema.nullable(), shopId: z.string().nullable(), realName: z.boolean() }),
});

/** The shop token of spec §6 for a user who owns a shop (after approval, without logging in again). */
export const shopLogin = defineCall({
  name: 'shop.shopLogin', host: 'shop', method: 'POST', path: `${SHOPS}/shoplogin`, encoding: 'json', role: 'user', mutating: true, replay: 'never',
  request: z.object({}),
  response: z.object({ shopId: z.string(), shopsLoginToken: z.string() }),
});

const CompanyShopApplicationSchema = ShopApplicationSchema.extend({ applicantPhone: z.string(), applicantName: z.string() });

export const companyShopApplications = defineCall({
  name: 'shop.companyShopApplications', host: 'shop', method: 'GET', path: '/api/company/shop/applications', encoding: 'query', role: 'company', mutating: false,
  request: z.object({ ...pageFields, status: z.union([z.enum(APPLICATION_STATUSES), z.literal('')], { error: '状态不正确' }).default('') }),
  response: pageOf(CompanyShopApplicationSchema),
});

export const companyShopApplicationDetail = defineCall({
  name: 'shop.companyShopApplicationDetail', host: 'shop', method: 'GET', path: '/api/company/shop/application', encoding: 'query', role: 'company', mutating: false,
  request: z.object({ applicationId: idField('申请编号') }),
  response: CompanyShopApplicationSchema,
});

export const companyAuditShopApplication = defineCall({
  name: 'shop.companyAuditShopApplication', host: 'shop', method: 'POST', path: '/api/company/shop/audit', encoding: 'json', role: 'company', mutating: true,
  request: z.object({
    applicationId: idField('申请编号'),
    approve: z.boolean({ error: '请选择通过或驳回' }),
    reason: z.string({ error: '驳回原因格式不正确' }).trim().max(100, '驳回原因不能超过100个字').default(''),
  }).refine((v) => v.approve || v.reason !== '', { message: '请填写驳回原因', path: ['reason'] }),
  response: ShopApplicationSchema,
});

