// goods host: shop focus and goods collect (spec §7 Goods: "Collect add, delete, list, check", "Shop focus add, delete, list, check");
// member host: browse tracking (spec §7 "user-track add, find, getbuytrack"). Paths are ours (docs/decisions/006).
import { z } from 'zod';
import { defineCall } from '../define-call';
import { CODES } from '../codes';
import {
  CollectItemSchema, CollectStateSchema, FocusShopSchema, FocusStateSchema, TrackItemSchema,
} from '../entities/my-lists';
import { idField, pageFields, pageOf } from '../fields';

const FOCUS = '/api/shopsfocus/shopsfocus';
const COLLECT = '/api/goodscollect/goodscollect';
const shopsId = z.object({ shopsId: idField('店铺编号') });
const goodsId = z.object({ goodsId: idField('商品编号') });

/** POSTs are replayed by the outbox unless `replay` says they are sent directly. */
function userCall<Req extends z.ZodType, Res extends z.ZodType>(
  name: string, host: 'goods' | 'member', method: 'GET' | 'POST', path: string, request: Req, response: Res,
  replay: 'outbox' | 'key' = 'outbox',
) {
  return defineCall({
    name, host, method, path, request, response,
    encoding: method === 'GET' ? 'query' : 'json',
    role: 'user',
    mutating: method === 'POST',
    ...(method === 'POST' ? { replay } : {}),
  });
}

export const focusAdd = userCall('goods.focusAdd', 'goods', 'POST', `${FOCUS}/addshopsfocus`, shopsId, FocusStateSchema);
export const focusDelete = userCall('goods.focusDelete', 'goods', 'POST', `${FOCUS}/delshopsfocus`, shopsId, FocusStateSchema);
export const focusList = userCall('goods.focusList', 'goods', 'GET', `${FOCUS}/selshopsfocuslist`, z.object(pageFields), pageOf(FocusShopSchema));

/**
 * spec §4/§7 focus check: GET with id and shopsNo; the envelope code is the
 * answer: 1 focused, 500 not focused (4010/4012 clear the login as anywhere).
 */
export const focusCheck = defineCall({
  name: 'goods.focusCheck',
  host: 'goods',
  method: 'GET',
  path: `${FOCUS}/checkshopsfocus`,
  encoding: 'query',
  role: 'user',
  mutating: false,
  successCode: CODES.focused,
  request: z.object({ id: idField('店铺编号'), shopsNo: idField('店铺号') }),
  response: z.object({ isFocus: z.literal(1) }),
});

export const collectAdd = userCall('goods.collectAdd', 'goods', 'POST', `${COLLECT}/addcollect`, goodsId, CollectStateSchema);
export const collectDelete = userCall('goods.collectDelete', 'goods', 'POST', `${COLLECT}/delcollect`, goodsId, CollectStateSchema);
export const collectList = userCall('goods.collectList', 'goods', 'GET', `${COLLECT}/selcollectlist`, z.object(pageFields), pageOf(CollectItemSchema));
export const collectCheck = userCall('goods.collectCheck', 'goods', 'GET', `${COLLECT}/checkcollect`, goodsId,
  z.object({ goodsId: z.string(), isCollect: z.union([z.literal(0), z.literal(1)]) }));

// Footprints are recorded directly, never queued (docs/decisions/006).
export const trackAdd = userCall('member.trackAdd', 'member', 'POST', '/api/usertrack/add', goodsId, TrackItemSchema, 'key');
export const trackFind = userCall('member.trackFind', 'member', 'GET', '/api/usertrack/find', z.object(pageFields), pageOf(TrackItemSchema));
export const buyTrack = userCall('member.buyTrack', 'member', 'GET', '/api/usertrack/getbuytrack', z.object(pageFields), pageOf(TrackItemSchema));
