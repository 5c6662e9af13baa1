// order host: refunds and returns (spec §7 Refunds: return goods, info, cancel return; refund common show info,
// application, users cancel, users find info, refund record list; return applications), buyer and shop sides.
// Steps follow domain/after-sales.ts; paths are ours (docs/decisions/006).
import { z } from 'zod';
import { AFTER_SALES_KINDS } from '../../domain/after-sales';
import { CHECKOUT_MESSAGES as M } from '../../domain/messages';
import { defineCall } from '../define-call';
import { AfterSalesSchema, OrderSummarySchema } from '../entities/order';
import { idField, pageFields, pageOf } from '../fields';
import { expressFields, shopExpressFields } from './order';
import { imageUrlsField } from '../platform/upload';

const REFUND = '/api/refund/refund';
const RETURN = '/api/returngoods/returngoods';
const SHOP = '/api/shoprefund/shoprefund';
const requestId = { afterSalesId: idField('售后编号') };
const noteField = z.string({ error: '说明格式不正确' }).trim().max(200, '说明不能超过200个字').default('');

export const refundShowInfo = defineCall({
  name: 'order.refundShowInfo', host: 'order', method: 'GET', path: `${REFUND}/refundcommonshowinfo`, encoding: 'query', role: 'user', mutating: false,
  request: z.object({ orderId: idField('订单编号') }),
  response: z.object({
    order: OrderSummarySchema,
    maxAmount: z.number().int(),
    kinds: z.array(z.enum(AFTER_SALES_KINDS)),
    reasons: z.array(z.string()),
  }),
});

export const refundApply = defineCall({
  name: 'order.refundApply', host: 'order', method: 'POST', path: `${REFUND}/refundapplication`, encoding: 'json', role: 'user', mutating: true, replay: 'outbox',
  request: z.object({
    orderId: idField('订单编号'),
    kind: z.enum(AFTER_SALES_KINDS, { error: '售后类型不正确' }),
    reason: z.string({ error: M.afterSalesReasonRequired }).trim().min(1, M.afterSalesReasonRequired).max(50, '售后原因不能超过50个字'),
    // 0 only for an order paid with points alone (issue 17): the host refuses 0 when money was paid.
    amount: z.number({ error: M.refundAmountInvalid }).int(M.refundAmountInvalid).min(0, M.refundAmountInvalid).max(100_000_000, M.refundAmountInvalid),
    description: noteField,
    images: imageUrlsField,
    /** A refund of one line (its lineId in the order): at most what that line cost after its coupons' share (issue 32). */
    lineId: z.number({ error: '订单商品格式不正确' }).int('订单商品格式不正确').min(1, '订单商品格式不正确').optional(),
  }),
  response: AfterSalesSchema,
});

export const refundUsersCancel = defineCall({
  name: 'order.refundUsersCancel', host: 'order', method: 'POST', path: `${REFUND}/userscancel`, encoding: 'json', role: 'user', mutating: true, replay: 'outbox',
  request: z.object(requestId), response: AfterSalesSchema,
});

export const refundUsersFindInfo = defineCall({
  name: 'order.refundUsersFindInfo', host: 'order', method: 'GET', path: `${REFUND}/usersfindinfo`, encoding: 'query', role: 'user', mutating: false,
  request: z.object(requestId), response: AfterSalesSchema,
});

export const refundRecordList = defineCall({
  name: 'order.refundRecordList', host: 'order', method: 'GET', path: `${REFUND}/refundrecordlist`, encoding: 'query', role: 'user', mutating: false,
  request: z.object(pageFields), response: pageOf(AfterSalesSchema),
});

/** The buyer sends the goods back (PASS → BUYER_RETURN). */
export const returnGoods = defineCall({
  name: 'order.returnGoods', host: 'order', method: 'POST', path: `${RETURN}/returngoods`, encoding: 'json', role: 'user', mutating: true, replay: 'outbox',
  request: z.object({ ...requestId, ...expressFields }), response: AfterSalesSchema,
});

export const returnInfo = defineCall({
  name: 'order.returnInfo', host: 'order', method: 'GET', path: `${RETURN}/returninfo`, encoding: 'query', role: 'user', mutating: false,
  request: z.object(requestId),
  response: z.object({
    afterSalesId: z.string(), status: z.string(),
    shopName: z.string(), shopPhone: z.string(), shopAddress: z.string(),
    returnExpressCompany: z.string(), returnExpressNo: z.string(),
  }),
});

export const cancelReturn = defineCall({
  name: 'order.cancelReturn', host: 'order', method: 'POST', path: `${RETURN}/cancelreturn`, encoding: 'json', role: 'user', mutating: true, replay: 'outbox',
  request: z.object(requestId), response: AfterSalesSchema,
});

export const shopReturnApplications = defineCall({
  name: 'shop.returnApplications', host: 'shop', method: 'GET', path: `${SHOP}/returnapplications`, encoding: 'query', role: 'shop', mutating: false,
  request: z.object(pageFields), response: pageOf(AfterSalesSchema),
});

const reasonField = z.string({ error: M.shopReasonRequired }).trim().min(1, M.shopReasonRequired).max(200, '说明不能超过200个字');

/**
 * A shop's decision: queued on the owner's device and replayed once (RELIABILITY 5); refused when the buyer moved
 * first. One that moves value is sent at once with its key, never queued (docs/decisions/009).
 */
function shopStep<F extends z.ZodRawShape>(name: string, path: string, fields: F, movesValue?: true) {
  return defineCall({
    name: `shop.${name}`, host: 'shop', method: 'POST', path: `${SHOP}/${path}`, encoding: 'json', role: 'shop', mutating: true,
    ...(movesValue ? { movesValue, replay: 'key' as const } : { replay: 'outbox' as const }),
    request: z.object({ ...requestId, ...fields }), response: AfterSalesSchema,
  });
}

export const shopApproveAfterSales = shopStep('approveAfterSales', 'approve', { note: noteField });
export const shopRefuseAfterSales = shopStep('refuseAfterSales', 'refuse', { note: reasonField });
export const shopConfirmReturn = shopStep('confirmReturn', 'confirmreceipt', { note: noteField });
/** Pays the refund to the buyer's balance through the ledger, then completes the request. */
export const shopRefund = shopStep('refundAfterSales', 'refund', { note: noteField }, true);
/** Exchange: the returned goods arrived, the shop ships the replacement with its waybill. */
export const shopRedeliver = shopStep('redeliverAfterSales', 'redeliver', { ...shopExpressFields, note: noteField });
/** The returned parcel never came or is not the goods sold: the shop ends the request, with its reason. */
export const shopTerminateAfterSales = shopStep('terminateAfterSales', 'terminate', { note: reasonField });

/** The buyer received the exchanged goods: the request completes. */
export const confirmExchange = defineCall({
  name: 'order.confirmExchange', host: 'order', method: 'POST', path: `${RETURN}/confirmexchange`, encoding: 'json', role: 'user', mutating: true, replay: 'outbox',
  request: z.object(requestId), response: AfterSalesSchema,
});
