// wx host (litemall-style, spec §7 "/wx/ endpoints: brands"): brand hall. Kept under /api/wx/ so every call
// shares the /api/ prefix the server, the dev proxy and the service worker route (docs/decisions/006).
import { z } from 'zod';
import { defineCall } from '../define-call';
import { GoodsSchema } from '../entities/goods';
import { BrandSchema } from '../entities/my-lists';
import { pageOf } from '../fields';
import { idField, pageFields } from '../fields';

export const brandList = defineCall({
  name: 'wx.brandList',
  host: 'wx',
  method: 'GET',
  path: '/api/wx/brand/list',
  encoding: 'query',
  role: 'visitor',
  mutating: false,
  request: z.object(pageFields),
  response: pageOf(BrandSchema),
});

export const brandDetail = defineCall({
  name: 'wx.brandDetail',
  host: 'wx',
  method: 'GET',
  path: '/api/wx/brand/detail',
  encoding: 'query',
  role: 'visitor',
  mutating: false,
  request: z.object({ id: idField('品牌编号'), ...pageFields }),
  response: z.object({ brand: BrandSchema, list: z.array(GoodsSchema), total: z.number().int() }),
});
