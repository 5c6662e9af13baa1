// order host: fill-in order, express price, create, list, detail, cancel, delete, confirm receipt, logistics
// (spec §7 Cart fill-in-order, Orders); shop host: order delivery (spec §7 Shop profit: shop order delivery).
// Paths other than memberfillinorderinfo are ours (docs/decisions/006).
import { z } from 'zod';
import { CHECKOUT_MESSAGES as M } from '../../domain/messages';
import { ORDER_STATUSES } from '../../domain/order-status';
import { EXPRESS_COMPANIES } from '../../domain/shop-orders';
import { clientIdField } from '../account/address';
import { CART_MAX_NUM } from './cart';
import { defineCall } from '../define-call';
import { FillInGroupSchema, OrderDetailSchema, OrderSummarySchema } from '../entities/order';
import { AddressSchema, InvoiceSchema } from '../entities/address';
import { countField, idCardField, idField, pageFields, pageOf, personNameField } from '../fields';

const BASE = '/api/memberorder/memberorder';

/** skuId names the specification bought; absent, the goods' only SKU (请选择规格 when it has several; decision 033). */
const skuIdField = idField('规格编号').optional();
const lineField = z.object({ goodsId: idField('商品编号'), skuId: skuIdField, num: countField('数量', CART_MAX_NUM) });
/** Cart: the selected cart lines; buy-now: one line that never enters the cart (RELIABILITY 22). */
const sourceFields = {
  source: z.enum(['cart', 'buyNow'], { error: '下单来源不正确' }),
  goodsId: idField('商品编号').optional(),
  skuId: skuIdField,
  num: countField('数量', CART_MAX_NUM).optional(),
};

export const fillInOrder = defineCall({
  name: 'order.fillInOrder',
  host: 'order',
  method: 'POST',
  path: `${BASE}/memberfillinorderinfo`,
  encoding: 'json',
  role: 'user',
  mutating: false,
  request: z.object({ ...sourceFields, addressId: clientIdField('地址编号').optional() })
    .refine((v) => v.source === 'cart' || (v.goodsId !== undefined && v.num !== undefined), { message: M.noGoodsChosen, path: ['goodsId'] }),
  response: z.object({
    groups: z.array(FillInGroupSchema),
    address: AddressSchema.nullable(),
    invoice: InvoiceSchema.nullable(),
    goodsTotal: z.number().int(),
    expressFee: z.number().int(),
    /** 税费 of the 海外直邮 lines (decision 037); total includes it. */
    taxFee: z.number().int(),
    total: z.number().int(),
  }),
});

export const expressPrice = defineCall({
  name: 'order.expressPrice',
  host: 'order',
  method: 'POST',
  path: `${BASE}/expresspricecalculate`,
  encoding: 'json',
  role: 'user',
  mutating: false,
  request: z.object({ lines: z.array(lineField, { error: M.noGoodsChosen }).min(1, M.noGoodsChosen).max(200, '商品过多') }),
  response: z.object({ shops: z.array(z.object({ shopId: z.string(), expressFee: z.number().int() })), expressFee: z.number().int() }),
});

export const CreatedOrdersSchema = z.object({
  checkoutId: z.string(),
  orderIds: z.array(z.string()),
  total: z.number().int(),
  payDeadline: z.number().int(),
});

/**
 * Creates one order per shop in one transaction. `price` is what the buyer
 * saw: a different current price refuses the order (the host re-reads it).
 */
export const createOrder = defineCall({
  name: 'order.createOrder',
  host: 'order',
  method: 'POST',
  path: `${BASE}/membercreateorder`,
  encoding: 'json',
  role: 'user',
  mutating: true,
  replay: 'outbox',
  request: z.object({
    source: sourceFields.source,
    lines: z.array(lineField.extend({ price: z.number({ error: '价格格式不正确' }).int('价格格式不正确').min(0, '价格格式不正确') }), { error: M.noGoodsChosen })
      .min(1, M.noGoodsChosen).max(200, '商品过多'),
    /** Left out for virtual goods, which are issued, not sent; one sent with them is ignored. */
    addressId: clientIdField('地址编号').optional(),
    invoiceId: clientIdField('发票编号').optional(),
    remark: z.string({ error: '备注格式不正确' }).trim().max(100, M.remarkTooLong).default(''),
    /** Buy-now through an agent's link (goodsagent): the agent's user id; the host checks it and ignores a stale one. */
    agentId: z.string({ error: '代理编号格式不正确' }).trim().max(64, '代理编号格式不正确').default(''),
    /** The coupons the buyer chose (issue 32) and the discount the buyer saw: the host recomputes it and refuses another. */
    couponIds: z.array(idField('优惠券编号'), { error: '优惠券格式不正确' }).max(20, '优惠券过多').default([]),
    discount: z.number({ error: '优惠金额格式不正确' }).int('优惠金额格式不正确').min(0, '优惠金额格式不正确').optional(),
    /** 订购人 of an order with 海外直邮 goods (decision 037): required then, sealed at rest; ignored for other orders. */
    orderer: z.object({ realName: personNameField, idCard: idCardField }, { error: '订购人信息格式不正确' }).optional(),
  }),
  response: CreatedOrdersSchema,
});

export const orderList = defineCall({
  name: 'order.orderList',
  host: 'order',
  method: 'GET',
  path: `${BASE}/userorderlist`,
  encoding: 'query',
  role: 'user',
  mutating: false,
  request: z.object({ status: z.enum(['', ...ORDER_STATUSES], { error: '订单状态不正确' }).default(''), ...pageFields }),
  response: pageOf(OrderSummarySchema),
});

const orderIdField = { orderId: idField('订单编号') };

export const orderDetail = defineCall({
  name: 'order.orderDetail', host: 'order', method: 'GET', path: `${BASE}/userorderdetail`,
  encoding: 'query', role: 'user', mutating: false, request: z.object(orderIdField), response: OrderDetailSchema,
});

function orderAction<Req extends z.ZodType>(name: string, path: string, request: Req) {
  return defineCall({
    name: `order.${name}`, host: 'order', method: 'POST', path: `${BASE}/${path}`,
    encoding: 'json', role: 'user', mutating: true, replay: 'outbox', request, response: OrderDetailSchema,
  });
}

export const cancelOrder = orderAction('cancelOrder', 'usercancelorder', z.object({
  ...orderIdField, reason: z.string({ error: '取消原因格式不正确' }).trim().max(100, '取消原因不能超过100个字').default(''),
}));
export const deleteOrder = orderAction('deleteOrder', 'userdeleteorder', z.object(orderIdField));
export const confirmReceipt = orderAction('confirmReceipt', 'userconfirmreceipt', z.object(orderIdField));

export const orderLogistics = defineCall({
  name: 'order.orderLogistics', host: 'order', method: 'GET', path: `${BASE}/orderlogistics`,
  encoding: 'query', role: 'user', mutating: false, request: z.object(orderIdField),
  response: z.object({
    orderId: z.string(), expressCompany: z.string(), expressNo: z.string(), status: z.string(),
    address: OrderDetailSchema.shape.address,
    traces: z.array(z.object({ time: z.number().int(), text: z.string() })),
  }),
});

export const expressFields = {
  expressCompany: z.string({ error: M.expressCompanyRequired }).trim().min(1, M.expressCompanyRequired).max(20, '快递公司不能超过20个字'),
  expressNo: z.string({ error: M.expressNoInvalid }).trim().regex(/^[A-Za-z0-9]{6,30}$/, M.expressNoInvalid),
};

/** The shop picks its carrier from a list (the buyer's return names any carrier in expressFields). */
export const shopExpressFields = {
  expressCompany: z.enum(EXPRESS_COMPANIES, { error: M.expressCompanyPick }),
  expressNo: expressFields.expressNo,
};

/** Shop side: ship a paid order with its carrier and waybill; queued offline, replayed once (a second ship is refused). */
export const shopDeliverOrder = defineCall({
  name: 'shop.deliverOrder',
  host: 'shop',
  method: 'POST',
  path: '/api/shoporder/shoporder/orderdelivery',
  encoding: 'json',
  role: 'shop',
  mutating: true,
  replay: 'outbox',
  request: z.object({ ...orderIdField, ...shopExpressFields }),
  response: OrderDetailSchema,
});
