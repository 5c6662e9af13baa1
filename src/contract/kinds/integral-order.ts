// Integral goods bought with points (issue 17; spec §2 integral/order/play_order and integral/pay/pay-counter). The
// spec names no call for them: the paths below are ours, in the style of its /api/<area>/<module>/<verb> paths
// (docs/decisions/006 "Points and kind goods").
import { z } from 'zod';
import { clientIdField } from '../account/address';
import { defineCall } from '../define-call';
import { OrderStatusSchema } from '../entities/statuses';
import { payPasswordField } from '../orders/pay';

const BASE = '/api/integral';

export const integralCreateOrder = defineCall({
  name: 'order.integralCreateOrder', host: 'order', method: 'POST', path: `${BASE}/order/createorder`, encoding: 'json', role: 'user', mutating: true,
  request: z.object({
    goodsId: clientIdField('商品编号'),
    num: z.number({ error: '购买数量不正确' }).int('购买数量不正确').min(1, '购买数量不正确').max(99, '一次最多兑换99件'),
    /** The points per item the buyer saw; a changed price is refused. */
    points: z.number({ error: '积分价格不正确' }).int('积分价格不正确').min(1, '积分价格不正确').max(100_000_000, '积分价格不正确'),
    addressId: clientIdField('地址编号'),
    remark: z.string({ error: '备注格式不正确' }).trim().max(100, '备注不能超过100个字').default(''),
  }),
  response: z.object({ orderId: z.string(), points: z.number().int(), payDeadline: z.number().int() }),
});

export const IntegralPayInfoSchema = z.object({
  orderId: z.string(),
  goodsId: z.string(),
  goodsName: z.string(),
  goodsImg: z.string(),
  num: z.number().int(),
  points: z.number().int(),
  /** The buyer's available points now. */
  balance: z.number().int(),
  payDeadline: z.number().int(),
  status: OrderStatusSchema,
  paid: z.boolean(),
  hasPayPassword: z.boolean(),
});
export type IntegralPayInfo = z.infer<typeof IntegralPayInfoSchema>;

export const integralPayInfo = defineCall({
  name: 'pay.integralPayInfo', host: 'pay', method: 'GET', path: `${BASE}/pay/payinfo`, encoding: 'query', role: 'user', mutating: false,
  request: z.object({ orderId: clientIdField('订单编号') }),
  response: IntegralPayInfoSchema,
});

export const integralPay = defineCall({
  name: 'pay.integralPay', host: 'pay', method: 'POST', path: `${BASE}/pay/pointspay`, encoding: 'json', role: 'user', mutating: true,
  request: z.object({ orderId: clientIdField('订单编号'), payPassword: payPasswordField }),
  response: z.object({ orderId: z.string(), points: z.number().int(), balance: z.number().int() }),
});
