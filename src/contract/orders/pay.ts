// pay host: member pay (balance), wechat official pay, openid by code, pay status check (spec §7 Payment),
// the provider's signed callback and the local sandbox's confirm step; the pay password (spec §2 settings/pay_password).
// Paths are ours (docs/decisions/006).
import { z } from 'zod';
import { isPayPassword, isWeakPayPassword } from '../../domain/password';
import { CHECKOUT_MESSAGES as M, MESSAGES } from '../../domain/messages';
import { defineCall } from '../define-call';
import { smsCodeField } from '../fields';

const BASE = '/api/pay/pay';

export const payPasswordField = z.string({ error: '请填写支付密码' }).refine(isPayPassword, MESSAGES.payPasswordInvalid);
/** Comma-separated order numbers: a checkout of several shops is paid at once. */
const orderIdsField = z.string({ error: '请选择要支付的订单' }).regex(/^[A-Za-z0-9]{1,40}(,[A-Za-z0-9]{1,40}){0,19}$/, '订单编号格式不正确');
const payNoField = z.string({ error: '支付单号格式不正确' }).regex(/^[A-Za-z0-9]{8,40}$/, '支付单号格式不正确');

export const PAY_METHODS = ['BALANCE', 'WECHAT'] as const;
/** PAID, or for a payment that arrived after the auto-cancel: REVIVED or REFUNDED (RELIABILITY 20). */
/** REFUNDED: cancelled by the timeout and out of stock; CANCEL_REFUNDED: the buyer had cancelled the order. */
export const PAY_OUTCOMES = ['', 'PAID', 'REVIVED', 'REFUNDED', 'CANCEL_REFUNDED'] as const;

const PaymentResultSchema = z.object({
  payNo: z.string(),
  status: z.enum(['PENDING', 'PAID', 'REFUNDED']),
  outcome: z.enum(PAY_OUTCOMES),
  msg: z.string(),
  amount: z.number().int(),
  orderIds: z.array(z.string()),
});
export type PaymentResult = z.infer<typeof PaymentResultSchema>;

export const payInfo = defineCall({
  name: 'pay.payInfo', host: 'pay', method: 'GET', path: `${BASE}/payinfo`, encoding: 'query', role: 'user', mutating: false,
  request: z.object({ orderIds: orderIdsField }),
  response: z.object({
    /** crossBorder: the order holds global-purchase (海外直邮) goods; their payment ends on pay-finish-global. */
    orders: z.array(z.object({ orderId: z.string(), shopName: z.string(), total: z.number().int(), status: z.string(), crossBorder: z.boolean() })),
    amount: z.number().int(),
    payDeadline: z.number().int(),
    balance: z.number().int(),
    hasPayPassword: z.boolean(),
    lockedUntil: z.number().int(),
  }),
});

export const memberPay = defineCall({
  name: 'pay.memberPay', host: 'pay', method: 'POST', path: `${BASE}/memberpay`, encoding: 'json', role: 'user', mutating: true,
  movesValue: true,
  request: z.object({ orderIds: orderIdsField, payPassword: payPasswordField }),
  response: PaymentResultSchema,
});

export const openidByCode = defineCall({
  name: 'pay.openidByCode', host: 'pay', method: 'GET', path: `${BASE}/getopenidbycode`, encoding: 'query', role: 'user', mutating: false,
  request: z.object({ code: z.string({ error: '授权码格式不正确' }).regex(/^[A-Za-z0-9_-]{4,128}$/, '授权码格式不正确') }),
  response: z.object({ openid: z.string() }),
});

export const wechatOfficialPay = defineCall({
  name: 'pay.wechatOfficialPay', host: 'pay', method: 'POST', path: `${BASE}/wechatofficialpay`, encoding: 'json', role: 'user', mutating: true,
  movesValue: true,
  request: z.object({ orderIds: orderIdsField, openid: z.string({ error: '请先授权微信' }).regex(/^[A-Za-z0-9_-]{8,128}$/, '请先授权微信') }),
  response: z.object({
    payNo: z.string(),
    amount: z.number().int(),
    /** What a JSAPI page hands to WeixinJSBridge; the sandbox fills it the same way. */
    payParams: z.object({ appId: z.string(), timeStamp: z.string(), nonceStr: z.string(), package: z.string(), signType: z.string(), paySign: z.string() }),
    sandbox: z.boolean(),
  }),
});

export const payStatus = defineCall({
  name: 'pay.payStatus', host: 'pay', method: 'GET', path: `${BASE}/paystatuscheck`, encoding: 'query', role: 'user', mutating: false,
  request: z.object({ payNo: payNoField }),
  response: PaymentResultSchema,
});

/** The provider calls back here; the signature, not a token, says who is calling. */
export const wechatNotify = defineCall({
  name: 'pay.wechatNotify', host: 'pay', method: 'POST', path: '/api/pay/notify/wechatnotify', encoding: 'json', role: 'visitor', mutating: false,
  request: z.object({
    payNo: payNoField,
    transactionId: z.string({ error: '交易号格式不正确' }).regex(/^[A-Za-z0-9]{8,64}$/, '交易号格式不正确'),
    amount: z.number({ error: '金额格式不正确' }).int('金额格式不正确').min(0, '金额格式不正确'),
    resultCode: z.enum(['SUCCESS', 'FAIL'], { error: '支付结果不正确' }),
    sign: z.string({ error: M.paySignatureInvalid }).regex(/^[a-f0-9]{64}$/, M.paySignatureInvalid),
  }),
  response: z.object({ returnCode: z.literal('SUCCESS') }),
});

/** The local sandbox stands in for the WeChat cashier: the buyer confirms, and it calls back signed. */
export const sandboxConfirm = defineCall({
  name: 'pay.sandboxConfirm', host: 'pay', method: 'POST', path: '/api/pay/sandbox/confirm', encoding: 'json', role: 'user', mutating: false,
  request: z.object({ payNo: payNoField }),
  response: PaymentResultSchema,
});

export const payPasswordState = defineCall({
  name: 'pay.payPasswordState', host: 'pay', method: 'GET', path: '/api/pay/paypassword/state', encoding: 'query', role: 'user', mutating: false,
  request: z.object({}),
  response: z.object({ hasPayPassword: z.boolean(), lockedUntil: z.number().int() }),
});

/** Set or change the pay password, verified by an SMS code (sendType 4) or the old pay password. */
export const setPayPassword = defineCall({
  name: 'pay.setPayPassword', host: 'pay', method: 'POST', path: '/api/pay/paypassword/set', encoding: 'json', role: 'user', mutating: true,
  request: z.object({
    payPassword: payPasswordField.refine((value) => !isWeakPayPassword(value), MESSAGES.payPasswordWeak),
    code: smsCodeField.optional(),
    oldPayPassword: payPasswordField.optional(),
  }).refine((v) => v.code !== undefined || v.oldPayPassword !== undefined, { message: M.payPasswordVerifyRequired, path: ['code'] }),
  response: z.object({ hasPayPassword: z.boolean(), lockedUntil: z.number().int() }),
});

export const balanceSum = defineCall({
  name: 'member.balanceSum', host: 'member', method: 'GET', path: '/api/balance/balance/balancesum', encoding: 'query', role: 'user', mutating: false,
  request: z.object({}),
  response: z.object({ balance: z.number().int() }),
});
