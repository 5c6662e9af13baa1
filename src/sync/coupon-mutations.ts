import type { CallDef, ResponseOf } from '../contract/define-call';
import { companyCouponSave, companyCouponStop } from '../contract/company/coupons';
import { shopCouponSave, shopCouponStop } from '../contract/shop/coupons';
import { claimCoupon, type CouponOffer, type ManagedCoupon, type MyCoupon } from '../contract/orders/coupons';
import { draftKey } from '../db/collections/drafts';
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

/** Whether a cached company.couponList answer (its key holds `owner`) lists this coupon: 'platform', 'shops' or both. */
function listedUnder(key: string, coupon: ManagedCoupon): boolean {
  const owner = /"owner","(\w*)"/.exec(key)?.[1] ?? '';
  return owner === '' || (owner === 'platform') === (coupon.shopId === '');
}

/**
 * An owner's saved or stopped coupon: the list answers it belongs in show the host's copy (a known one in its place, a
 * new one first); the draft it was published from is done (a draft edited again since keeps its new entry).
 */
async function keepManaged(db: StarqDatabase, listCall: string, saved: ManagedCoupon, entry: OutboxEntry): Promise<void> {
  await rewriteCachedAnswers(db, [`${listCall}:`], (value, key) => {
    const answer = value as { list: ManagedCoupon[] } | null;
    if (!answer || !listedUnder(key, saved)) return value;
    const known = answer.list.some((c) => c.templateId === saved.templateId);
    return { list: known ? answer.list.map((c) => (c.templateId === saved.templateId ? saved : c)) : [saved, ...answer.list] };
  });
  const draft = await db.drafts.findOne(draftKey(entry.userId, saved.templateId)).exec();
  if (draft?.outboxId === entry.id) await draft.remove();
}

/**
 * Issue 32: a buyer's claim and an owner's coupon writes through the outbox: made offline, each is replayed once (its
 * key); a coupon is created once under its form's id.
 */
export const COUPON_MUTATIONS = {
  'coupon.claim': couponMutation({ call: claimCoupon, confirm: (db, data, entry) => keepClaimed(db, entry.userId, data) }),
  'shopCoupon.save': couponMutation({ call: shopCouponSave, confirm: (db, data, entry) => keepManaged(db, 'shop.couponList', data, entry) }),
  'shopCoupon.stop': couponMutation({ call: shopCouponStop, confirm: (db, data, entry) => keepManaged(db, 'shop.couponList', data, entry) }),
  'companyCoupon.save': couponMutation({ call: companyCouponSave, confirm: (db, data, entry) => keepManaged(db, 'company.couponList', data, entry) }),
  'companyCoupon.stop': couponMutation({ call: companyCouponStop, confirm: (db, data, entry) => keepManaged(db, 'company.couponList', data, entry) }),
};
