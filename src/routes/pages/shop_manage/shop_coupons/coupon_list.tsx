import { createLazyRoute } from '@tanstack/react-router';
import { shopCouponList } from '../../../../contract/shop/coupons';
import { COUPON_MANAGE_TEXTS as T } from '../../../../ui/coupon-manage-texts';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { CouponListScreen } from '../../../coupon-manage/coupon-list-screen';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';

/** Ours (issue 32, docs/decisions/034): the shop's coupons with their figures, 停发, 新建优惠券. */
function ShopCouponsScreen() {
  const { sync } = useAppContext();
  const coupons = useCachedCall(sync, shopCouponList, {});
  return <CouponListScreen owner="shop" title={T.shopTitle} coupons={coupons} formPath={PATHS.shopAddCoupon} ownList />;
}

export const Route = createLazyRoute(`/auth${PATHS.shopCoupons}` as const)({ component: ShopCouponsScreen });
