import { createLazyRoute } from '@tanstack/react-router';
import { CouponFormScreen } from '../../../coupon-manage/coupon-form';
import { PATHS } from '../../../paths';
import { useShopGoods } from '../../../shop-goods/use-shop-goods';

/** Ours (issue 32): a shop's coupon, drafted offline; 指定商品 picks from the shop's own goods on the device. */
function ShopAddCouponScreen() {
  const { draftId = '' } = Route.useSearch();
  const { goods } = useShopGoods();
  return <CouponFormScreen owner="shop" draftId={draftId} goods={goods} listPath={PATHS.shopCoupons} />;
}

export const Route = createLazyRoute(`/auth${PATHS.shopAddCoupon}` as const)({ component: ShopAddCouponScreen });
