// search host: searchManage and hot keywords (spec §7 Search). The hot keywords path is ours.
import { z } from 'zod';
import { defineCall } from '../define-call';
import { GoodsSchema } from '../entities/goods';
import { pageFields } from '../fields';
import { goodsFilterFields, GoodsPageSchema, requiredKeyword, withPriceRange } from './goods-query';

const BASE = '/api/searchManage';

function searchCall<Req extends z.ZodType, Res extends z.ZodType>(name: string, path: string, role: 'visitor' | 'user', request: Req, response: Res) {
  return defineCall({ name: `search.${name}`, host: 'search', method: 'POST', path, encoding: 'json', role, mutating: false, request, response });
}

const searchRequest = withPriceRange(z.object({ ...pageFields, ...goodsFilterFields, keyword: requiredKeyword }));

/** Any part of the name matches (手机壳 finds 华为手机壳透明防摔); a logged-in caller's keyword is remembered. */
export const searchGoods = searchCall('searchGoods', `${BASE}/getGoodsList`, 'visitor', searchRequest, GoodsPageSchema(GoodsSchema));

export const searchGlobalGoods = searchCall('searchGlobalGoods', `${BASE}/getGlobalGoodsList`, 'visitor', searchRequest, GoodsPageSchema(GoodsSchema));

export const ShopHitSchema = z.object({
  shopId: z.string(),
  shopNo: z.string(),
  shopName: z.string(),
  shopCover: z.string(),
  shopFans: z.number().int(),
  locationName: z.string(),
  goodsCount: z.number().int(),
});
export type ShopHit = z.infer<typeof ShopHitSchema>;

export const searchShops = searchCall('searchShops', `${BASE}/getShops`, 'visitor',
  z.object({ ...pageFields, keyword: requiredKeyword }),
  z.object({ shops: z.array(ShopHitSchema), total: z.number().int() }));

/** spec §7 getNames: what a keyword being typed would find, as up to SEARCH_NAMES goods names to pick (the search's order). */
export const SEARCH_NAMES = 10;
export const searchNames = searchCall('searchNames', `${BASE}/getNames`, 'visitor', z.object({ keyword: requiredKeyword }), z.array(z.string()));

/** The logged-in user's recent keywords, newest first. */
export const historyKeywords = searchCall('historyKeywords', `${BASE}/getHistoryKeyword`, 'user', z.object({}), z.array(z.string()));

/**
 * Ours: clears the account's search history (the clear button of the search page). The rows become
 * tombstones, so every device's pull removes its copies; replayed from the outbox like other changes.
 */
export const clearHistoryKeywords = defineCall({
  name: 'search.clearHistoryKeywords',
  host: 'search',
  method: 'POST',
  path: `${BASE}/clearHistoryKeyword`,
  encoding: 'json',
  role: 'user',
  mutating: true,
  replay: 'outbox',
  request: z.object({}),
  response: z.array(z.string()),
});

export const hotKeywords = defineCall({
  name: 'search.hotKeywords',
  host: 'search',
  method: 'GET',
  path: '/api/homesearch/search/hotkeywords',
  encoding: 'query',
  role: 'visitor',
  mutating: false,
  request: z.object({}),
  response: z.array(z.string()),
});
