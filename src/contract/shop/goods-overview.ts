// shop host: a shop's goods at a glance (spec §7 Goods: shop goods getAllAndNewList; the path's folder is the shop goods
// calls'). 新品 are goods changed within the last `newDays` days: a goods keeps no creation time, and the product's
// "newest" sorts read the same updatedAt.
import { z } from 'zod';
import { defineCall } from '../define-call';
import { wholeNumber } from '../fields';
import { ShopGoodsSchema } from './goods';

export const NEW_GOODS_DAYS = 7;

export const getAllAndNewList = defineCall({
  name: 'shop.getAllAndNewList', host: 'shop', method: 'GET', path: '/api/goods/shopgoods/getAllAndNewList', encoding: 'query', role: 'shop', mutating: false,
  request: z.object({
    newDays: wholeNumber('新品天数必须是数字', '新品天数必须是整数').pipe(z.number().min(1, '新品天数至少为1').max(90, '新品天数不能超过90')).default(NEW_GOODS_DAYS),
    pageSize: wholeNumber('每页条数必须是数字', '每页条数必须是整数').pipe(z.number().min(1, '每页条数至少为1').max(100, '每页条数不能超过100')).default(20),
  }),
  response: z.object({
    total: z.number().int(),
    newTotal: z.number().int(),
    newDays: z.number().int(),
    /** The newest `pageSize` goods of each list, newest first. */
    list: z.array(ShopGoodsSchema),
    newList: z.array(ShopGoodsSchema),
  }),
});
