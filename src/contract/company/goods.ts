// shop host, company role: the platform's goods across shops (spec §2 company_manage/manage_fun/goods; spec §7 Goods:
// shop goods — seacompanygoodslist, companychangegoodsshelves). Paths follow the shop goods calls' base.
import { z } from 'zod';
import { clientIdField } from '../account/address';
import { defineCall } from '../define-call';
import { GoodsKindSchema } from '../entities/goods';
import { afterField, idField, pageFields, pageOf } from '../fields';

const BASE = '/api/goods/shopgoods';

export const CompanyGoodsSchema = z.object({
  goodsId: z.string(),
  kind: GoodsKindSchema,
  name: z.string(),
  img: z.string(),
  shopId: z.string(),
  shopName: z.string(),
  salePrice: z.number().int(),
  stock: z.number().int(),
  sales: z.number().int(),
  onShelf: z.boolean(),
  /** 'platform' when an administrator took it off (its owner cannot put it back), '' otherwise. */
  offShelfBy: z.enum(['', 'platform']),
  offShelfReason: z.string(),
  updatedAt: z.number().int(),
});
export type CompanyGoods = z.infer<typeof CompanyGoodsSchema>;

export const companyGoodsList = defineCall({
  name: 'shop.companyGoodsList', host: 'shop', method: 'GET', path: `${BASE}/seacompanygoodslist`, encoding: 'query', role: 'company', mutating: false,
  request: z.object({
    ...pageFields,
    keyword: z.string({ error: '搜索关键词格式不正确' }).trim().max(30, '搜索关键词不能超过30个字').default(''),
    kind: z.union([GoodsKindSchema, z.literal('')], { error: '商品类型不正确' }).default(''),
    shopId: z.string({ error: '店铺编号格式不正确' }).trim().max(64, '店铺编号格式不正确').default(''),
    /** 'platform': taken off by an administrator. */
    shelf: z.enum(['', 'on', 'off', 'platform'], { error: '上架状态不正确' }).default(''),
    /** The last row of the page before, `<updatedAt>_<goodsId>` (keyset paging, decision 032). */
    after: afterField,
  }),
  response: pageOf(CompanyGoodsSchema),
});

export const companyGoodsDetail = defineCall({
  name: 'shop.companyGoodsDetail', host: 'shop', method: 'GET', path: `${BASE}/getcompanygoodsinfo`, encoding: 'query', role: 'company', mutating: false,
  request: z.object({ goodsId: idField('商品编号') }),
  response: CompanyGoodsSchema,
});

/**
 * Off (with the reason its shop sees; the owner cannot put it back) or back on (only goods the platform took off:
 * the reason is cleared, no shelf ticket is charged). An administrator's action: sent directly, never queued.
 */
export const companyChangeGoodsShelves = defineCall({
  name: 'shop.companyChangeGoodsShelves', host: 'shop', method: 'POST', path: `${BASE}/companychangegoodsshelves`, encoding: 'json', role: 'company', mutating: true,
  request: z.object({
    goodsId: clientIdField('商品编号'),
    onShelf: z.boolean({ error: '请选择上架或下架' }),
    reason: z.string({ error: '下架原因格式不正确' }).trim().max(100, '下架原因不能超过100个字').default(''),
  }).refine((v) => v.onShelf || v.reason !== '', { message: '请填写下架原因', path: ['reason'] }),
  response: CompanyGoodsSchema,
});
