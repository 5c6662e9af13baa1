// shop host, company role: the platform's coupons and every shop's (issue 32): create, edit before the first claim, stop
// issuing, figures. Platform-funded: the ledger posts them as a platform expense at settlement. Paths are ours
// (docs/decisions/034-coupons.md).
import { z } from 'zod';
import { CouponFormSchema, ManagedCouponSchema } from '../orders/coupons';
import { defineCall } from '../define-call';
import { idField } from '../fields';

const BASE = '/api/companycoupon/companycoupon';

export const companyCouponList = defineCall({
  name: 'company.couponList', host: 'shop', method: 'GET', path: `${BASE}/couponlist`, encoding: 'query', role: 'company', mutating: false,
  request: z.object({
    /** 'platform' the platform's own, 'shops' every shop's, '' both. */
    owner: z.enum(['', 'platform', 'shops'], { error: '优惠券归属不正确' }).default(''),
  }),
  response: z.object({ list: z.array(ManagedCouponSchema) }),
});

/** A platform coupon; an administrator may stop a shop's coupon but edits only the platform's. */
export const companyCouponSave = defineCall({
  name: 'company.couponSave', host: 'shop', method: 'POST', path: `${BASE}/savecoupon`, encoding: 'json', role: 'company',
  mutating: true, replay: 'outbox', request: CouponFormSchema, response: ManagedCouponSchema,
});

export const companyCouponStop = defineCall({
  name: 'company.couponStop', host: 'shop', method: 'POST', path: `${BASE}/stopcoupon`, encoding: 'json', role: 'company',
  mutating: true, replay: 'outbox', request: z.object({ templateId: idField('优惠券编号') }), response: ManagedCouponSchema,
});
