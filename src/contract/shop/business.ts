// shop host: a shop's customers, fans, comments and profit (spec §2 shop_manage shop_users, fans/fans; spec §7 Goods
// "Shop users: total, monthly, list", Comments "Shop-side getgoodscommentsinfo", "Shop profit"). Paths are ours
// (docs/decisions/006). Every call answers only the caller's own shop (RELIABILITY 24, 25).
import { z } from 'zod';
import { PROFIT_DAYS, PROFIT_DAYS_MAX, PROFIT_KINDS, REPLY_MAX, type ProfitKind } from '../../domain/shop-business';
import { defineCall } from '../define-call';
import { ShopCommentSchema } from '../entities/my-lists';
import { idField, pageFields, pageOf, wholeNumber } from '../fields';

const USERS = '/api/shopusers/shopusers';
const COMMENTS = '/api/goodscomment/goodscomment';
const PROFIT = '/api/shopprofit/shopprofit';

const page = z.object(pageFields);

/** A buyer who paid for an order of the shop: name and phone masked (spec §5), amount kept in fen. */
export const ShopCustomerSchema = z.object({
  usersId: z.string(),
  usersName: z.string(),
  usersLogo: z.string(),
  usersPhone: z.string(),
  orderCount: z.number().int(),
  /** Paid less refunded, over the buyer's orders with the shop. */
  amount: z.number().int(),
  firstOrderAt: z.number().int(),
  lastOrderAt: z.number().int(),
});
export type ShopCustomer = z.infer<typeof ShopCustomerSchema>;

export const shopUsersTotal = defineCall({
  name: 'shop.shopUsersTotal', host: 'shop', method: 'GET', path: `${USERS}/shopuserstotal`, encoding: 'query', role: 'shop', mutating: false,
  request: z.object({}),
  response: z.object({ total: z.number().int() }),
});

/** Buyers whose first paid order with the shop falls in this month (UTC+8). */
export const shopUsersMonthly = defineCall({
  name: 'shop.shopUsersMonthly', host: 'shop', method: 'GET', path: `${USERS}/shopusersmonthly`, encoding: 'query', role: 'shop', mutating: false,
  request: z.object({}),
  response: z.object({ monthly: z.number().int() }),
});

/** Newest buyer first (by their last paid order). */
export const shopUsersList = defineCall({
  name: 'shop.shopUsersList', host: 'shop', method: 'GET', path: `${USERS}/shopuserslist`, encoding: 'query', role: 'shop', mutating: false,
  request: page,
  response: pageOf(ShopCustomerSchema),
});

export const ShopFanSchema = z.object({ usersId: z.string(), usersName: z.string(), usersLogo: z.string(), createdAt: z.number().int() });
export type ShopFan = z.infer<typeof ShopFanSchema>;

/** The shop's followers (shop focus), newest first. */
export const shopFans = defineCall({
  name: 'shop.shopFans', host: 'shop', method: 'GET', path: '/api/shopsfocus/shopsfocus/selshopfanslist', encoding: 'query', role: 'shop', mutating: false,
  request: page,
  response: pageOf(ShopFanSchema),
});

export const OwnCommentSchema = ShopCommentSchema.extend({ orderId: z.string().nullable() });
export type OwnComment = z.infer<typeof OwnCommentSchema>;

/** The shop's goods comments, newest first; `replied` 0 keeps those still waiting for a reply, 1 the replied ones. */
export const goodsCommentsInfo = defineCall({
  name: 'shop.goodsCommentsInfo', host: 'shop', method: 'GET', path: `${COMMENTS}/getgoodscommentsinfo`, encoding: 'query', role: 'shop', mutating: false,
  request: page.extend({ replied: z.enum(['', '0', '1'], { error: '回复状态不正确' }).default('') }),
  response: pageOf(OwnCommentSchema).extend({ unreplied: z.number().int() }),
});

export const REPLY_MESSAGES = {
  required: '请填写回复内容',
  tooLong: `回复不能超过${REPLY_MAX}个字`,
  already: '该评价已回复',
} as const;

/** The owner's reply: once per comment; a replay of the same request gets the stored answer (replay: outbox). */
export const replyGoodsComment = defineCall({
  name: 'shop.replyGoodsComment', host: 'shop', method: 'POST', path: `${COMMENTS}/replygoodscomment`, encoding: 'json', role: 'shop', mutating: true, replay: 'outbox',
  request: z.object({
    commentId: idField('评价编号'),
    reply: z.string({ error: REPLY_MESSAGES.required }).trim().min(1, REPLY_MESSAGES.required).max(REPLY_MAX, REPLY_MESSAGES.tooLong),
  }),
  response: OwnCommentSchema,
});

const profitKind = z.enum(Object.keys(PROFIT_KINDS) as [ProfitKind, ...ProfitKind[]], { error: '收益类型不正确' });

/** spec §7 order profit type: what moves the shop's income. */
export const orderProfitType = defineCall({
  name: 'shop.orderProfitType', host: 'shop', method: 'GET', path: `${PROFIT}/orderprofittype`, encoding: 'query', role: 'shop', mutating: false,
  request: z.object({}),
  response: z.array(z.object({ kind: profitKind, label: z.string() })),
});

const ProfitFiguresSchema = z.object({
  income: z.number().int(), refund: z.number().int(), net: z.number().int(), orders: z.number().int(),
});

/** spec §7 order profit number: today's and this month's figures (UTC+8), from the shop's ledger account, in fen. */
export const orderProfitNumber = defineCall({
  name: 'shop.orderProfitNumber', host: 'shop', method: 'GET', path: `${PROFIT}/orderprofitnumber`, encoding: 'query', role: 'shop', mutating: false,
  request: z.object({}),
  response: z.object({ today: ProfitFiguresSchema, month: ProfitFiguresSchema, balance: z.number().int() }),
});

export const ProfitEntrySchema = z.object({
  id: z.number().int(), kind: profitKind, refId: z.string(), memo: z.string(), amount: z.number().int(), createdAt: z.number().int(),
});
export type ProfitEntry = z.infer<typeof ProfitEntrySchema>;

/** spec §7 order profit info: the shop's income movements, newest first, optionally of one kind. */
export const orderProfitInfo = defineCall({
  name: 'shop.orderProfitInfo', host: 'shop', method: 'GET', path: `${PROFIT}/orderprofitinfo`, encoding: 'query', role: 'shop', mutating: false,
  request: page.extend({ kind: z.union([profitKind, z.literal('')], { error: '收益类型不正确' }).default('') }),
  response: pageOf(ProfitEntrySchema),
});

/** spec §7 order profit info by day: every day of the window (zeros included), oldest first. */
export const orderProfitInfoByDay = defineCall({
  name: 'shop.orderProfitInfoByDay', host: 'shop', method: 'GET', path: `${PROFIT}/orderprofitinfobyday`, encoding: 'query', role: 'shop', mutating: false,
  request: z.object({
    days: wholeNumber('天数必须是数字', '天数必须是整数').pipe(z.number().min(1, '天数至少为1').max(PROFIT_DAYS_MAX, `天数不能超过${PROFIT_DAYS_MAX}`)).default(PROFIT_DAYS),
  }),
  response: z.object({
    days: z.array(z.object({ date: z.string(), income: z.number().int(), refund: z.number().int(), orders: z.number().int() })),
  }),
});
