import { CouponFormSchema, type CouponForm } from '../../../src/contract/orders/coupons';
import type { Db } from '../open';
import { saveCoupon } from '../../services/orders/coupons/manage';

const DEMO_COUPONS: { shopId: string; form: CouponForm }[] = [
  {
    shopId: '', form: {
      templateId: 'CPT-P99-5', name: '平台满99减5元券', kind: 'FULL_REDUCTION', scope: 'PLATFORM', threshold: '99', amount: '5', cap: '0',
      validKind: 'DAYS', validDays: 30, total: 100_000, perUser: 1,
    },
  },
  {
    shopId: 'S0001', form: {
      templateId: 'CPT-S1-200-20', name: '店铺满200减20元券', kind: 'FULL_REDUCTION', scope: 'SHOP', threshold: '200', amount: '20', cap: '0',
      validKind: 'DAYS', validDays: 15, total: 1_000, perUser: 1,
    },
  },
  {
    shopId: '', form: {
      templateId: 'CPT-NEW-10', name: '新人立减10元券', kind: 'DIRECT', scope: 'PLATFORM', threshold: '0', amount: '10', cap: '0',
      validKind: 'DAYS', validDays: 7, total: 1_000_000, perUser: 1, newUser: true,
    },
  },
];

/** Ours (issue 32): a platform 满99减5, a shop 满200减20 and a new-user coupon, saved the way their owners save them. */
export async function seedCoupons(db: Db, now: number): Promise<void> {
  for (const { shopId, form } of DEMO_COUPONS) {
    await saveCoupon(db, { shopId, actorId: 'seed' }, CouponFormSchema.parse(form), now);
  }
}
