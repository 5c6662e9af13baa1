import { createRoute } from '@tanstack/react-router';
import { MY_COUPON_TABS } from '../domain/coupons';
import { authLayout } from './auth-layout';
import { lazyScreen } from './lazy-screen';
import { PATHS } from './paths';
import { rootRoute } from './root';
import { shopGoodsSearch, tabOf } from './search-params';

const couponCenterRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.couponCenter })
  .lazy(lazyScreen(() => import('./pages/user_center/coupon/coupon_center').then((m) => m.Route)));
const myCouponsRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.myCoupons, validateSearch: tabOf(MY_COUPON_TABS) })
  .lazy(lazyScreen(() => import('./pages/user_center/coupon/my_coupons').then((m) => m.Route)));
const shopCouponsRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.shopCoupons })
  .lazy(lazyScreen(() => import('./pages/shop_manage/shop_coupons/coupon_list').then((m) => m.Route)));
const shopAddCouponRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.shopAddCoupon, validateSearch: shopGoodsSearch })
  .lazy(lazyScreen(() => import('./pages/shop_manage/shop_coupons/add_coupon').then((m) => m.Route)));
const companyCouponsRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.companyCoupons, validateSearch: tabOf(['platform', 'shops'] as const) })
  .lazy(lazyScreen(() => import('./pages/company_manage/manage_fun/coupons').then((m) => m.Route)));
const companyAddCouponRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.companyAddCoupon, validateSearch: shopGoodsSearch })
  .lazy(lazyScreen(() => import('./pages/company_manage/manage_fun/add_coupon').then((m) => m.Route)));

/**
 * Coupons (issue 32): 领券中心 for everyone (claiming asks for a login), 我的优惠券 after login; the shop owner's and the
 * administrator's coupons and their form (drafted offline in the one drafts collection).
 */
export const COUPON_ROUTES = [couponCenterRoute] as const;
export const COUPON_AUTH_ROUTES = [myCouponsRoute, shopCouponsRoute, shopAddCouponRoute, companyCouponsRoute, companyAddCouponRoute] as const;
