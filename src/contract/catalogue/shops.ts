// shop host: shop detail, shops list, shop goods, shop comments (spec §7 Shop detail, Classes/ads/shops, Goods "get shop goods").
// Paths the spec does not show are ours (docs/decisions/006, "Shops, marks, brands, global purchase").
import { z } from 'zod';
import { defineCall } from '../define-call';
import { CODES } from '../codes';
import { GoodsSchema } from '../entities/goods';
import { ShopDetailSchema } from '../entities/shop';
import { FocusShopSchema, ShopCommentSchema } from '../entities/my-lists';
import { pageOf } from '../fields';
import { idField, pageFields } from '../fields';

export const shopsIdField = idField('店铺编号');

/** spec §7: GET by shopsId, answers code 200; a failure's msg is shown as a toast (spec §8). */
export const shopDetail = defineCall({
  name: 'shop.shopDetail',
  host: 'shop',
  method: 'GET',
  path: '/api/shopsManage/shopsManage/getshopsdetail',
  encoding: 'query',
  role: 'visitor',
  mutating: false,
  successCode: CODES.ok200,
  request: z.object({ shopsId: shopsIdField }),
  response: ShopDetailSchema,
});

export const shopsList = defineCall({
  name: 'shop.shopsList',
  host: 'shop',
  method: 'POST',
  path: '/api/shopsManage/shopsManage/getShopsList',
  encoding: 'json',
  role: 'visitor',
  mutating: false,
  request: z.object({
    ...pageFields,
    keyword: z.string({ error: '关键词格式不正确' }).trim().max(30, '关键词不能超过30个字').optional(),
  }),
  response: pageOf(FocusShopSchema.omit({ focusTime: true })),
});

/** Shop goods sorts: 00 newest, 01 sales, 02 price (priceSort 01 ascending, 00 descending; spec §4 codes). */
export const shopGoods = defineCall({
  name: 'goods.shopGoods',
  host: 'goods',
  method: 'GET',
  path: '/api/shopgoods/shopgoods/getshopgoods',
  encoding: 'query',
  role: 'visitor',
  mutating: false,
  request: z.object({
    shopsId: shopsIdField,
    ...pageFields,
    otherSort: z.enum(['00', '01', '02'], { error: '排序方式不正确' }).default('00'),
    priceSort: z.enum(['00', '01'], { error: '价格排序不正确' }).default('01'),
  }),
  response: pageOf(GoodsSchema),
});

export const shopComments = defineCall({
  name: 'shop.shopComments',
  host: 'shop',
  method: 'GET',
  path: '/api/shopcomment/shopcomment/selshopcomments',
  encoding: 'query',
  role: 'visitor',
  mutating: false,
  request: z.object({ shopsId: shopsIdField, ...pageFields }),
  response: pageOf(ShopCommentSchema).extend({
    /** Average rating ×10 (4.6 → 46), 0 without comments. */
    ratingX10: z.number().int(),
  }),
});

export const shopCommentDetail = defineCall({
  name: 'shop.shopCommentDetail',
  host: 'shop',
  method: 'GET',
  path: '/api/shopcomment/shopcomment/selshopcommentdetail',
  encoding: 'query',
  role: 'visitor',
  mutating: false,
  request: z.object({ id: idField('评价编号') }),
  response: ShopCommentSchema.extend({ shopsId: z.string(), shopName: z.string() }),
});
