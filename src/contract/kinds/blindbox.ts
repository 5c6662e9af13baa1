// Blind boxes for shoppers (issue 17): spec §7 blindbox selblindboxinfos and blindboxloginfo (the spec's paths), and
// "blind box offer" (Payment), "blind-box order list", "cancel blind-box order" (Orders), whose paths are ours
// (docs/decisions/006 "Blind boxes"). blindboxdetailinfo is the goods detail of kind blindbox (goods-detail.ts).
import { z } from 'zod';
import { clientIdField } from '../account/address';
import { defineCall } from '../define-call';
import { OrderStatusSchema } from '../entities/statuses';
import { pageFields, pageOf } from '../fields';
import { OddsItemSchema } from '../shop/themes';

const BOX = '/api/blindbox/blindbox';

/** A box on sale as a buyer sees it before paying: the odds table of its current version and each item's value. */
export const BlindboxOfferSchema = z.object({
  boxId: z.string(),
  goodsId: z.string(),
  shopId: z.string(),
  shopName: z.string(),
  name: z.string(),
  cover: z.string(),
  price: z.number().int(),
  version: z.number().int(),
  items: z.array(OddsItemSchema),
  guaranteeDraws: z.number().int().nullable(),
  guaranteeGoodsId: z.string(),
  purchaseLimit: z.number().int().nullable(),
  /** Boxes left. */
  stock: z.number().int(),
  onSale: z.boolean(),
});
export type BlindboxOffer = z.infer<typeof BlindboxOfferSchema>;

export const selBlindboxInfos = defineCall({
  name: 'goods.selBlindboxInfos', host: 'goods', method: 'GET', path: `${BOX}/selblindboxinfos`, encoding: 'query', role: 'visitor', mutating: false,
  request: z.object({
    /** One box by the goods it is sold as (the detail screen); empty: every box on sale. */
    goodsId: z.union([z.literal(''), clientIdField('商品编号')]).default(''),
    ...pageFields,
  }),
  response: pageOf(BlindboxOfferSchema),
});

export const blindboxOffer = defineCall({
  name: 'pay.blindboxOffer', host: 'pay', method: 'POST', path: '/api/pay/pay/blindboxoffer', encoding: 'json', role: 'user', mutating: true,
  request: z.object({
    goodsId: clientIdField('商品编号'),
    /** The odds-table version and price the buyer saw: a changed box is refused (4206, 4203). */
    version: z.number({ error: '盲盒版本不正确' }).int('盲盒版本不正确').min(1, '盲盒版本不正确'),
    price: z.number({ error: '盲盒价格不正确' }).int('盲盒价格不正确').min(1, '盲盒价格不正确').max(10_000_000, '盲盒价格不正确'),
    addressId: clientIdField('地址编号'),
    remark: z.string({ error: '备注格式不正确' }).trim().max(100, '备注不能超过100个字').default(''),
  }),
  response: z.object({ orderId: z.string(), total: z.number().int(), payDeadline: z.number().int() }),
});

export const BlindboxDrawSchema = z.object({
  orderId: z.string(),
  boxId: z.string(),
  boxName: z.string(),
  version: z.number().int(),
  randomValue: z.number().int(),
  randomRange: z.number().int(),
  itemGoodsId: z.string(),
  itemName: z.string(),
  itemImg: z.string(),
  itemValueFen: z.number().int(),
  itemOddsBp: z.number().int(),
  guaranteed: z.boolean(),
  drawNo: z.number().int(),
  drawnAt: z.number().int(),
});
export type BlindboxDraw = z.infer<typeof BlindboxDrawSchema>;

export const blindboxLogInfo = defineCall({
  name: 'goods.blindboxLogInfo', host: 'goods', method: 'GET', path: `${BOX}/blindboxloginfo`, encoding: 'query', role: 'user', mutating: false,
  request: z.object({ orderId: z.union([z.literal(''), clientIdField('订单编号')]).default(''), ...pageFields }),
  response: pageOf(BlindboxDrawSchema),
});

export const BlindboxOrderSchema = z.object({
  orderId: z.string(),
  boxId: z.string(),
  goodsId: z.string(),
  boxName: z.string(),
  cover: z.string(),
  shopName: z.string(),
  version: z.number().int(),
  price: z.number().int(),
  /** The box price plus the express fee. */
  total: z.number().int(),
  orderStatus: OrderStatusSchema,
  payDeadline: z.number().int(),
  createdAt: z.number().int(),
  draw: BlindboxDrawSchema.nullable(),
});
export type BlindboxOrder = z.infer<typeof BlindboxOrderSchema>;

export const blindboxOrderList = defineCall({
  name: 'order.blindboxOrderList', host: 'order', method: 'GET', path: '/api/memberorder/memberorder/blindboxorderlist', encoding: 'query', role: 'user', mutating: false,
  request: z.object({ orderId: z.union([z.literal(''), clientIdField('订单编号')]).default(''), ...pageFields }),
  response: pageOf(BlindboxOrderSchema),
});

export const cancelBlindboxOrder = defineCall({
  name: 'order.cancelBlindboxOrder', host: 'order', method: 'POST', path: '/api/memberorder/memberorder/cancelblindboxorder', encoding: 'json', role: 'user', mutating: true,
  request: z.object({ orderId: clientIdField('订单编号') }),
  response: z.object({ orderId: z.string(), orderStatus: OrderStatusSchema }),
});
