// member host: the cart (spec §7 Cart, paths under /api/buycart_manage/buycart_manage/).
// Methods and payloads are not shown in the spec: every call is POST JSON and answers the whole cart.
import { z } from 'zod';
import { defineCall } from '../define-call';
import { OrderGroupSchema } from '../entities/cart';
import { countField, idField } from '../fields';

const BASE = '/api/buycart_manage/buycart_manage';
export const CART_MAX_NUM = 999;
const cartResponse = z.array(OrderGroupSchema);

function cartCall<Req extends z.ZodType>(name: string, path: string, mutating: boolean, request: Req) {
  return defineCall({
    name: `member.${name}`,
    host: 'member',
    method: 'POST',
    path: `${BASE}/${path}`,
    encoding: 'json',
    role: 'user',
    mutating,
    ...(mutating ? { replay: 'outbox' as const } : {}),
    request,
    response: cartResponse,
  });
}

export const cartList = cartCall('cartList', 'usersgetbuycartinfo', false, z.object({}));

/** Adds num to the line (creating it); the total never passes stock or CART_MAX_NUM. */
/** A SKU is named by skuId; without one, the goods' only SKU (a goods with several refuses: 请选择规格; decision 033). */
const skuIdField = idField('规格编号').optional();

export const cartAdd = cartCall('cartAdd', 'usersaddbuycartinfo', true, z.object({
  goodsId: idField('商品编号'),
  skuId: skuIdField,
  num: countField('数量', CART_MAX_NUM),
  /** The cart's + adds one to a line the user may have unselected: it leaves the selection as it is (issue 34.9). */
  keepSelection: z.boolean({ error: '选中状态不正确' }).optional(),
}));

export const cartUpdate = cartCall('cartUpdate', 'usersupdbuycartinfo', true, z.object({
  goodsId: idField('商品编号'),
  skuId: skuIdField,
  num: countField('数量', CART_MAX_NUM).optional(),
  selected: z.boolean({ error: '选中状态不正确' }).optional(),
}));

/** Lines by SKU (skuIds), or by goods (goodsIds: each goods' only SKU, as every line was before specifications). */
export const cartDelete = cartCall('cartDelete', 'usersdeletebuycartinfo', true, z.object({
  goodsIds: z.array(idField('商品编号'), { error: '请选择商品' }).max(200, '商品过多').default([]),
  skuIds: z.array(idField('规格编号'), { error: '请选择商品' }).max(200, '商品过多').default([]),
}).refine((v) => v.goodsIds.length + v.skuIds.length > 0, { message: '请选择商品', path: ['goodsIds'] }));

/** Selects or unselects a shop's lines, or every line when shopId is absent. */
export const cartSelectShop = cartCall('cartSelectShop', 'selshopgoodss', true, z.object({
  shopId: idField('店铺编号').optional(),
  selected: z.boolean({ error: '选中状态不正确' }),
}));
