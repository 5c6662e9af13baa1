// goods host: home page info, goods detail (normal), category tree, goods pull (spec §7 Home and search, Goods, Classes).
import { z } from 'zod';
import { defineCall, PUBLIC_READ_CACHE_MS } from '../define-call';
import { GoodsDetailSchema, GoodsSchema } from '../entities/goods';
import { CategoryNodeSchema } from '../entities/category';
import { idField, pageFields, wholeNumber } from '../fields';

export const BannerSchema = z.object({
  id: z.string(),
  title: z.string(),
  image: z.string(),
  goodsId: z.string().nullable(),
});
export type Banner = z.infer<typeof BannerSchema>;

export const homePageInfo = defineCall({
  name: 'goods.homePageInfo',
  host: 'goods',
  method: 'POST',
  path: '/api/homepagemanage/gethomepageinfo',
  encoding: 'json',
  role: 'visitor',
  mutating: false,
  sharedCacheMs: PUBLIC_READ_CACHE_MS,
  request: z.object(pageFields),
  response: z.object({
    banners: z.array(BannerSchema),
    hotWords: z.array(z.string()),
    goodsList: z.array(GoodsSchema),
    total: z.number().int(),
  }),
});

/** The spec lists "detail per type: normal" without its path; ours is in docs/decisions/002. */
export const goodsDetail = defineCall({
  name: 'goods.goodsDetail',
  host: 'goods',
  method: 'GET',
  path: '/api/goods/goods/getnormalgoodsinfo',
  encoding: 'query',
  role: 'visitor',
  mutating: false,
  request: z.object({ goodsId: idField('商品编号') }),
  response: GoodsDetailSchema,
});

export const categoryTree = defineCall({
  name: 'goods.categoryTree',
  host: 'goods',
  method: 'GET',
  path: '/api/goodsclass/goodsclass/getallgoodsclass',
  encoding: 'query',
  role: 'visitor',
  mutating: false,
  sharedCacheMs: PUBLIC_READ_CACHE_MS,
  request: z.object({}),
  response: z.array(CategoryNodeSchema),
});

/**
 * Not a spec call: the checkpoint pull the sync engine uses to fill the local
 * goods store (host time + id, so equal timestamps are neither skipped nor
 * repeated: RELIABILITY 7).
 */
export const pullGoods = defineCall({
  name: 'goods.pullGoods',
  host: 'goods',
  method: 'GET',
  path: '/api/sync/goods/pull',
  encoding: 'query',
  role: 'visitor',
  mutating: false,
  request: z.object({
    updatedAt: wholeNumber('检查点格式不正确', '检查点格式不正确').pipe(z.number().min(0, '检查点格式不正确')).default(0),
    goodsId: z.string().max(64).default(''),
    limit: wholeNumber('条数必须是数字', '条数必须是整数').pipe(z.number().min(1, '条数至少为1').max(2000, '条数不能超过2000')).default(500),
  }),
  response: z.object({
    documents: z.array(GoodsSchema),
    checkpoint: z.object({ updatedAt: z.number().int(), goodsId: z.string() }).nullable(),
  }),
});
