// order host: coupons for buyers (issue 32): 领券中心, claim, 我的优惠券, the coupons a fill-in order may use, and the
// pull of the buyer's coupons into the device's records. Paths are ours (docs/decisions/034-coupons.md).
import { z } from 'zod';
import { COUPON_KINDS, COUPON_LIMITS, COUPON_SCOPES, couponRuleProblem, MY_COUPON_TABS } from '../../domain/coupons';
import { CART_MAX_NUM } from './cart';
import { clientIdField } from '../account/address';
import { defineCall } from '../define-call';
import { countField, idField, pageFields, pageOf, wholeNumber, yuanAmountField } from '../fields';
import { pullCall, stamp } from '../platform/pull';

const BASE = '/api/coupon/coupon';

/** A coupon as issued, as a buyer sees it (the rule of domain/coupons.ts plus its name and validity). */
export const CouponRuleSchema = z.object({
  templateId: z.string(),
  name: z.string(),
  kind: z.enum(COUPON_KINDS),
  scope: z.enum(COUPON_SCOPES),
  shopId: z.string(),
  shopName: z.string(),
  goodsIds: z.array(z.string()),
  threshold: z.number().int(),
  amount: z.number().int(),
  rate: z.number().int(),
  cap: z.number().int(),
  /** Fixed dates, or validDays from claiming (validFrom and validTo null). */
  validFrom: z.number().int().nullable(),
  validTo: z.number().int().nullable(),
  validDays: z.number().int(),
  newUser: z.boolean(),
});
export type CouponRuleView = z.infer<typeof CouponRuleSchema>;

/** 领券中心's row: the coupon, how many are left, and what the caller already holds of it (0 for a visitor). */
export const CouponOfferSchema = CouponRuleSchema.extend({
  left: z.number().int(),
  perUser: z.number().int(),
  claimedByMe: z.number().int(),
});
export type CouponOffer = z.infer<typeof CouponOfferSchema>;

/** A claimed coupon (我的优惠券): the rule it was claimed under and its own dates and state. */
export const MyCouponSchema = CouponRuleSchema.extend({
  couponId: z.string(),
  status: z.enum(MY_COUPON_TABS),
  couponValidFrom: z.number().int(),
  couponValidTo: z.number().int(),
  /** The checkout it was used on, and what it took off there. */
  checkoutId: z.string(),
  discount: z.number().int(),
  usedAt: z.number().int().nullable(),
  claimedAt: z.number().int(),
});
export type MyCoupon = z.infer<typeof MyCouponSchema>;

export const couponCenter = defineCall({
  name: 'coupon.center', host: 'order', method: 'GET', path: `${BASE}/couponcenter`, encoding: 'query', role: 'visitor', mutating: false,
  request: z.object({
    /** A shop page's coupons (the shop's and the platform's), a goods page's (those that apply to it), or all. */
    shopId: z.string({ error: '店铺编号格式不正确' }).trim().max(64, '店铺编号格式不正确').default(''),
    goodsId: z.string({ error: '商品编号格式不正确' }).trim().max(64, '商品编号格式不正确').default(''),
  }),
  response: z.object({ list: z.array(CouponOfferSchema) }),
});

export const claimCoupon = defineCall({
  name: 'coupon.claim', host: 'order', method: 'POST', path: `${BASE}/claimcoupon`, encoding: 'json', role: 'user',
  mutating: true, replay: 'outbox',
  request: z.object({ templateId: idField('优惠券编号') }),
  response: MyCouponSchema,
});

export const myCoupons = defineCall({
  name: 'coupon.myCoupons', host: 'order', method: 'GET', path: `${BASE}/mycoupons`, encoding: 'query', role: 'user', mutating: false,
  request: z.object({ tab: z.enum(MY_COUPON_TABS, { error: '优惠券状态不正确' }).default('UNUSED'), ...pageFields }),
  response: pageOf(MyCouponSchema),
});

export const pullCoupons = pullCall('order', 'coupons', 'pullCoupons', MyCouponSchema.extend(stamp));

/** The coupons these lines may use (each with what it would take off alone), and the best choice (domain bestCoupons). */
export const usableCoupons = defineCall({
  name: 'order.usableCoupons', host: 'order', method: 'POST', path: '/api/memberorder/memberorder/usablecoupons', encoding: 'json',
  role: 'user', mutating: false,
  request: z.object({
    lines: z.array(z.object({ goodsId: idField('商品编号'), num: countField('数量', CART_MAX_NUM) }), { error: '请选择商品' })
      .min(1, '请选择商品').max(200, '商品过多'),
  }),
  response: z.object({
    coupons: z.array(MyCouponSchema.extend({ wouldTake: z.number().int() })),
    best: z.array(z.string()),
    discount: z.number().int(),
  }),
});

const money = (label: string) => yuanAmountField(label, 0, COUPON_LIMITS.maxAmountFen);
const whole = (label: string, min: number, max: number) =>
  wholeNumber(`${label}必须是数字`, `${label}必须是整数`).pipe(z.number().min(min, `${label}不能少于${min}`).max(max, `${label}不能超过${max}`));

/**
 * A coupon as its owner fills it in (shop owner or administrator): created once under the draft's id, edited under
 * the same id until the first claim. Amounts are yuan text as typed; `rate` is the percent still paid (85 = 8.5折).
 */
export const CouponFormSchema = z.object({
  templateId: clientIdField('优惠券编号'),
  name: z.string({ error: '请填写优惠券名称' }).trim().min(1, '请填写优惠券名称').max(20, '优惠券名称不能超过20个字'),
  kind: z.enum(COUPON_KINDS, { error: '请选择优惠券类型' }),
  scope: z.enum(COUPON_SCOPES, { error: '请选择适用范围' }),
  goodsIds: z.array(idField('商品编号'), { error: '适用商品格式不正确' }).max(COUPON_LIMITS.maxGoods, `适用商品不能超过${COUPON_LIMITS.maxGoods}个`).default([]),
  threshold: money('使用门槛'),
  amount: money('减免金额'),
  rate: whole('折扣', 0, 99).default(0),
  cap: money('最多减免'),
  validKind: z.enum(['FIXED', 'DAYS'], { error: '请选择有效期类型' }),
  validFrom: whole('开始时间', 0, 9_999_999_999_999).default(0),
  validTo: whole('结束时间', 0, 9_999_999_999_999).default(0),
  validDays: whole('有效天数', 0, COUPON_LIMITS.maxDays).default(0),
  total: whole('发放总量', 1, COUPON_LIMITS.maxTotal),
  perUser: whole('每人限领', 1, COUPON_LIMITS.maxPerUser),
  newUser: z.boolean({ error: '新人券格式不正确' }).default(false),
}).superRefine((v, ctx) => {
  const problem = couponRuleProblem({ ...v, shopId: '' });
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['kind'] });
});
export type CouponForm = z.input<typeof CouponFormSchema>;
export type CouponFormValues = z.output<typeof CouponFormSchema>;

/** An owner's view of a coupon: the rule, its state, and its figures. */
export const ManagedCouponSchema = CouponRuleSchema.extend({
  status: z.enum(['ISSUING', 'STOPPED']),
  total: z.number().int(),
  perUser: z.number().int(),
  claimed: z.number().int(),
  used: z.number().int(),
  discountGiven: z.number().int(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type ManagedCoupon = z.infer<typeof ManagedCouponSchema>;
