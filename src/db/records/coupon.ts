import { MyCouponSchema } from '../../contract/orders/coupons';

/**
 * Kind `coupon`: a coupon the signed-in buyer claimed (我的优惠券, issue 32), as the host last sent it (pulled, or the
 * answer of a claim). `sortNum` is its claimedAt (newest first), `sortText` its tab (UNUSED, USED, EXPIRED).
 */
export const CouponRecordSchema = MyCouponSchema;
