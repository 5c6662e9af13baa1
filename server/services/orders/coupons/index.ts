import { claimCoupon as claimCall, couponCenter as centerCall, myCoupons, pullCoupons, usableCoupons } from '../../../../src/contract/orders/coupons';
import { shopCouponList, shopCouponSave, shopCouponStop } from '../../../../src/contract/shop/coupons';
import { companyCouponList, companyCouponSave, companyCouponStop } from '../../../../src/contract/company/coupons';
import { applyCoupons, bestCoupons, couponDiscount, eligibleLines } from '../../../../src/domain/coupons';
import { bind, type Binding } from '../../../http/bind-call';
import { settledPage } from '../../platform/sync/pull-page';
import { priceLines } from '../order/fill-in';
import { couponCenter, listMyCoupons, pullMyCoupons, unusedCoupons } from './buyer';
import { claimCoupon } from './claim';
import { readMyCoupon, toHeld } from './coupon-views';
import { listOwnCoupons, saveCoupon, stopCoupon } from './manage';
import { pricedLinesOf } from './use';

/** Issue 32: coupons for buyers (order host), a shop's (shop host) and the platform's (shop host, company role). */
export const couponBindings: Binding[] = [
  bind(centerCall, async ({ input, auth, db, deps }) => ({ list: await couponCenter(db, auth.userId, input, deps.now()) })),

  bind(claimCall, async ({ input, auth, db, deps }) => readMyCoupon(db, await claimCoupon(db, auth.userId!, input.templateId, deps.now()))),

  bind(myCoupons, async ({ input, auth, db }) => listMyCoupons(db, auth.userId!, input.tab, input.pageNum, input.pageSize)),

  bind(pullCoupons, async ({ input, auth, db, deps }) =>
    settledPage(await pullMyCoupons(db, auth.userId!, input, input.limit), (c) => c.couponId, input.limit, deps.now())),

  bind(usableCoupons, async ({ input, auth, db, deps }) => {
    const now = deps.now();
    const lines = pricedLinesOf(await priceLines(db, input.lines));
    const held = await unusedCoupons(db, auth.userId!);
    const weighed = held.map((c) => ({ ...c, wouldTake: couponDiscount(toHeld(c), eligibleLines(toHeld(c), lines).reduce((s, l) => s + l.amount, 0)) }))
      .filter((c) => c.wouldTake > 0 && c.couponValidFrom <= now && now < c.couponValidTo);
    const best = bestCoupons(weighed.map(toHeld), lines, now);
    const applied = applyCoupons(weighed.filter((c) => best.includes(c.couponId)).map(toHeld), lines, now);
    return { coupons: weighed, best, discount: applied.ok ? applied.applied.total : 0 };
  }),

  bind(shopCouponList, async ({ auth, db }) => ({ list: await listOwnCoupons(db, { shopId: auth.shopId! }) })),
  bind(shopCouponSave, async ({ input, auth, db, deps }) => saveCoupon(db, { shopId: auth.shopId!, actorId: auth.userId! }, input, deps.now())),
  bind(shopCouponStop, async ({ input, auth, db, deps }) => stopCoupon(db, input.templateId, auth.shopId!, deps.now())),

  bind(companyCouponList, async ({ input, db }) => ({
    list: await listOwnCoupons(db, input.owner === 'platform' ? { shopId: '' } : input.owner === 'shops' ? { shopsOnly: true } : {}),
  })),
  bind(companyCouponSave, async ({ input, auth, db, deps }) => saveCoupon(db, { shopId: '', actorId: auth.userId! }, input, deps.now())),
  bind(companyCouponStop, async ({ input, db, deps }) => stopCoupon(db, input.templateId, null, deps.now())),
];
