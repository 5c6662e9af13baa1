// member and pay hosts: the wallets (spec §7 Balance and banks, Tickets and wallet extras, balance top-up).
// Paths under /api/balance/balance follow the spec's balance calls; the convert and top-up paths are ours
// (docs/decisions/009).
import { z } from 'zod';
import { ASSETS, CONVERSION_NAMES, CONVERT_MAX, HOLD_KINDS, MOVEMENT_KINDS, TOP_UP_MAX_FEN, TOP_UP_MIN_FEN } from '../../domain/wallet-rules';
import { defineCall } from '../define-call';
import { pageFields, wholeNumber, yuanAmountField } from '../fields';
import { payPasswordField } from '../orders/pay';

const BALANCE = '/api/balance/balance';

export const AssetSchema = z.enum(ASSETS, { error: '钱包类型不正确' });
const movementKinds = Object.keys(MOVEMENT_KINDS) as [keyof typeof MOVEMENT_KINDS, ...(keyof typeof MOVEMENT_KINDS)[]];
export const MovementKindSchema = z.enum(movementKinds, { error: '明细类型不正确' });

export const AssetBalanceSchema = z.object({
  asset: AssetSchema,
  /** Everything posted to the account. */
  posted: z.number().int(),
  /** Set aside by open holds (a withdrawal under review, an auction deposit, …): `holds` names each cause. */
  held: z.number().int(),
  available: z.number().int(),
});
export type AssetBalance = z.infer<typeof AssetBalanceSchema>;

/** Open holds of one asset and cause (HOLD_CAUSES): the parts of that asset's `held`. */
export const HoldSumSchema = z.object({
  asset: AssetSchema,
  kind: z.enum(HOLD_KINDS),
  count: z.number().int(),
  amount: z.number().int(),
});
export type HoldSum = z.infer<typeof HoldSumSchema>;

export const balanceInfo = defineCall({
  name: 'member.balanceInfo', host: 'member', method: 'GET', path: `${BALANCE}/balanceinfo`, encoding: 'query', role: 'user', mutating: false,
  request: z.object({}),
  response: z.object({ assets: z.array(AssetBalanceSchema), holds: z.array(HoldSumSchema), hasPayPassword: z.boolean(), realName: z.boolean() }),
});

export const balanceInfoByDay = defineCall({
  name: 'member.balanceInfoByDay', host: 'member', method: 'GET', path: `${BALANCE}/balanceinfobyday`, encoding: 'query', role: 'user', mutating: false,
  request: z.object({
    asset: AssetSchema.default('CNY'),
    days: wholeNumber('天数必须是数字', '天数必须是整数').pipe(z.number().min(1, '天数至少为1').max(90, '天数不能超过90')).default(30),
  }),
  /** Days in UTC+8 (docs/decisions/006), newest first, only days with a movement. */
  response: z.object({ days: z.array(z.object({ date: z.string(), income: z.number().int(), expense: z.number().int() })) }),
});

export const WalletEntrySchema = z.object({
  /** A movement's entry, or one end of a hold (its freeze or its release). */
  id: z.string(),
  asset: AssetSchema,
  amount: z.number().int(),
  kind: MovementKindSchema,
  refId: z.string(),
  memo: z.string(),
  createdAt: z.number().int(),
  /** A hold's line: FREEZE when value was set aside for `kind`, UNFREEZE when the hold ended; null for a movement. */
  hold: z.enum(['FREEZE', 'UNFREEZE']).nullable(),
});
export type WalletEntry = z.infer<typeof WalletEntrySchema>;

const entryPage = z.object({ list: z.array(WalletEntrySchema), total: z.number().int(), available: z.number().int() });

export const balanceDetail = defineCall({
  name: 'member.balanceDetail', host: 'member', method: 'GET', path: `${BALANCE}/balancedetail`, encoding: 'query', role: 'user', mutating: false,
  request: z.object({ ...pageFields, asset: AssetSchema.default('CNY'), type: z.union([MovementKindSchema, z.literal('')]).default('') }),
  response: entryPage,
});

export const balanceDetailType = defineCall({
  name: 'member.balanceDetailType', host: 'member', method: 'GET', path: `${BALANCE}/balancedetailtype`, encoding: 'query', role: 'user', mutating: false,
  request: z.object({}),
  response: z.array(z.object({ kind: MovementKindSchema, label: z.string() })),
});

export const shelfTicketList = defineCall({
  name: 'member.shelfTicketList', host: 'member', method: 'GET', path: '/api/ticket/ticket/shelfticketlist', encoding: 'query', role: 'user', mutating: false,
  request: z.object(pageFields),
  response: entryPage,
});

export const circulateTicketList = defineCall({
  name: 'member.circulateTicketList', host: 'member', method: 'GET', path: '/api/ticket/ticket/circulateticketlist', encoding: 'query', role: 'user', mutating: false,
  request: z.object(pageFields),
  response: entryPage,
});

export const integral = defineCall({
  name: 'member.integral', host: 'member', method: 'GET', path: '/api/fans/fans/integral', encoding: 'query', role: 'user', mutating: false,
  request: z.object({}),
  response: z.object({ points: z.number().int(), earned: z.number().int() }),
});

/** Moves the user's own value between wallets by a rule of src/domain/wallet-rules.ts; `amount` is in the from wallet's unit. */
export const walletConvert = defineCall({
  name: 'member.walletConvert', host: 'member', method: 'POST', path: `${BALANCE}/convert`, encoding: 'json', role: 'user', mutating: true,
  movesValue: true,
  request: z.object({
    rule: z.enum(CONVERSION_NAMES as [string, ...string[]], { error: '兑换方式不正确' }),
    amount: yuanAmountField('兑换数量', 1, CONVERT_MAX),
    payPassword: payPasswordField,
  }),
  response: z.object({ txnId: z.string(), from: AssetBalanceSchema, to: AssetBalanceSchema, credited: z.number().int() }),
});

/** Balance top-up through the payment provider: the sandbox cashier by default, confirmed by its signed callback. */
export const balanceTopUp = defineCall({
  name: 'pay.balanceTopUp', host: 'pay', method: 'POST', path: '/api/pay/pay/balancetopup', encoding: 'json', role: 'user', mutating: true,
  movesValue: true,
  request: z.object({
    amount: yuanAmountField('充值金额', TOP_UP_MIN_FEN, TOP_UP_MAX_FEN),
    openid: z.string({ error: '请先授权微信' }).regex(/^[A-Za-z0-9_-]{8,128}$/, '请先授权微信'),
  }),
  response: z.object({
    payNo: z.string(),
    amount: z.number().int(),
    payParams: z.object({ appId: z.string(), timeStamp: z.string(), nonceStr: z.string(), package: z.string(), signType: z.string(), paySign: z.string() }),
    sandbox: z.boolean(),
  }),
});
