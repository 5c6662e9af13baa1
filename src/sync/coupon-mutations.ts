import type { CallDef, ResponseOf } from '../contract/define-call';
import { companyCouponSave, companyCouponStop } from '../contract/company/coupons';
import { shopCouponSave, shopCouponStop } from '../contract/shop/coupons';
import { claimCoupon, type CouponOffer, type MyCoupon } from '../contract/orders/coupons';
import type { StarqDatabase } from '../db/database';
import type { OutboxEntry } from '../db/collections/outbox';
import { upsertRecords } from '../db/records/records';
import { rewriteCachedAnswers } from './cached-calls';
import { writeConfirmed } from './write-generations';

interface CouponMutationDef<C extends CallDef> {
  call: C;
  confirm(db: StarqDatabase, data: ResponseOf<C>, entry: OutboxEntry): Promise<void>;
  wholeState?: string;
}

const couponMutation = <C extends CallDef>(def: CouponMutationDef<C>) => def;

/** Where a claimed coupon sits in `records` (kind coupon): newest claim first, one tab per sortText. */
export const couponPlace = (c: MyCoupon) => ({ recordId: c.couponId, sortNum: c.claimedAt, sortText: c.status, data: c });

/** A claim's answer: the coupon into 我的优惠券, and 领券中心's answers (a shop's, a goods') count it as claimed. */
async function keepClaimed(db: StarqDatabase, userId: string, coupon: MyCoupon): Promise<void> {
  await writeConfirmed(db, 'coupon', userId, () => upsertRecords(db, 'coupon', [{ ...couponPlace(coupon), userId, updatedAt: coupon.claimedAt }]));
  await rewriteCachedAnswers(db, ['coupon.center'], (value) => {
    const answer = value as { list: CouponOffer[] } | null;
    if (!answer?.list.some((o) => o.templateId === coupon.templateId)) return value;
    return { list: answer.list.map((o) => (o.templateId === coupon.templateId ? { ...o, claimedByMe: o.claimedByMe + 1, left: Math.max(0, o.left - 1) } : o)) };
  });
}

/** An owner's saved or stopped coupon: the owner's list answers show the host's copy first. */
function keepManaged(db: StarqDatabase, listCall: string, saved: { templateId: string }): Promise<void> {
  return rewriteCachedAnswers(db, [listCall], (value) => {
    const answer = value as { list: { templateId: string }[] } | null;
    if (!answer) return value;
    return { list: [saved, ...answer.list.filter((c) => c.templateId !== saved.templateId)] };
  });
}

/**
 * Issue 32: a buyer's claim and an owner's coupon writes through the outbox: made offline, each is replayed once (its
 * key); a coupon is created once under its form's id.
 */
export const COUPON_MUTATIONS = {
  'coupon.claim': couponMutation({ call: claimCoupon, confirm: (db, data, entry) => keepClaimed(db, entry.userId, data) }),
  'shopCoupon.save': couponMutation({ call: shopCouponSave, confirm: (db, data) => keepManaged(db, 'shop.couponList', data) }),
  'shopCoupon.stop': couponMutation({ call: shopCouponStop, confirm: (db, data) => keepManaged(db, 'shop.couponList', data) }),
  'companyCoupon.save': couponMutation({ call: companyCouponSave, confirm: (db, data) => keepManaged(db, 'company.couponList', data) }),
  'companyCoupon.stop': couponMutation({ call: companyCouponStop, confirm: (db, data) => keepManaged(db, 'company.couponList', data) }),
};
