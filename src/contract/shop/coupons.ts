// shop host: a shop's coupons (issue 32): create, edit before the first claim, stop issuing, and their figures (claimed,
// used, discount given). Shop-funded: they lower the shop's settlement. Paths are ours (docs/decisions/034-coupons.md).
import { z } from 'zod';
import { CouponFormSchema, ManagedCouponSchema } from '../orders/coupons';
import { defineCall } from '../define-call';
import { idField } from '../fields';

const BASE = '/api/shopcoupon/shopcoupon';

export const shopCouponList = defineCall({
  name: 'shop.couponList', host: 'shop', method: 'GET', path: `${BASE}/couponlist`, encoding: 'query', role: 'shop', mutating: false,
  request: z.object({}), response: z.object({ list: z.array(ManagedCouponSchema) }),
});

/** Created once under the draft's id; the same id again edits it while nobody has claimed one. */
export const shopCouponSave = defineCall({
  name: 'shop.couponSave', host: 'shop', method: 'POST', path: `${BASE}/savecoupon`, encoding: 'json', role: 'shop',
  mutating: true, replay: 'outbox', request: CouponFormSchema, response: ManagedCouponSchema,
});

export const shopCouponStop = defineCall({
  name: 'shop.couponStop', host: 'shop', method: 'POST', path: `${BASE}/stopcoupon`, encoding: 'json', role: 'shop',
  mutating: true, replay: 'outbox', request: z.object({ templateId: idField('优惠券编号') }), response: ManagedCouponSchema,
});
