// IP goods: "users info" and "center goods" (spec §7 Goods: IP goods). selbuyusersinfo is the spec's own path
// (/api/ipgoods/goods/selbuyusersinfo); centergoods sits beside it (ours, docs/decisions/006 "IP goods buyers and IP center").
import { z } from 'zod';
import { clientIdField } from '../account/address';
import { defineCall } from '../define-call';
import { OrderStatusSchema } from '../entities/statuses';
import { pageFields } from '../fields';

const BASE = '/api/ipgoods/goods';

/** One paid order line of the goods, its buyer masked as spec §5 shows names and mobiles. */
export const IpBuyerSchema = z.object({
  orderId: z.string(),
  buyerName: z.string(),
  buyerPhone: z.string(),
  num: z.number().int(),
  paidAt: z.number().int(),
  status: OrderStatusSchema,
});
export type IpBuyer = z.infer<typeof IpBuyerSchema>;

/** The buyers of one of the caller's shop's own IP goods, paid orders only, last paid first; another shop's goods is not found. */
export const ipBuyUsersInfo = defineCall({
  name: 'shop.ipBuyUsersInfo', host: 'shop', method: 'GET', path: `${BASE}/selbuyusersinfo`, encoding: 'query', role: 'shop', mutating: false,
  request: z.object({ goodsId: clientIdField('商品编号'), ...pageFields }),
  response: z.object({ goodsName: z.string(), total: z.number().int(), list: z.array(IpBuyerSchema) }),
});

/** An on-shelf IP goods of an unbanned shop, with its IP facts. */
export const IpCenterGoodsSchema = z.object({
  goodsId: z.string(),
  name: z.string(),
  img: z.string(),
  salePrice: z.number().int(),
  sales: z.number().int(),
  shopId: z.string(),
  shopName: z.string(),
  ipName: z.string(),
  license: z.string(),
  updatedAt: z.number().int(),
});
export type IpCenterGoods = z.infer<typeof IpCenterGoodsSchema>;

/** The platform's IP center: every shop's on-shelf IP goods, newest first, filtered by a keyword in the IP name. */
export const ipCenterGoods = defineCall({
  name: 'goods.ipCenterGoods', host: 'goods', method: 'GET', path: `${BASE}/centergoods`, encoding: 'query', role: 'visitor', mutating: false,
  request: z.object({
    ...pageFields,
    keyword: z.string({ error: '搜索关键词格式不正确' }).trim().max(30, '搜索关键词不能超过30个字').default(''),
  }),
  response: z.object({ total: z.number().int(), list: z.array(IpCenterGoodsSchema) }),
});
