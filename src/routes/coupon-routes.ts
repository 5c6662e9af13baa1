import { createRoute } from '@tanstack/react-router';
import { MY_COUPON_TABS } from '../domain/coupons';
import { authLayout } from './auth-layout';
import { lazyScreen } from './lazy-screen';
import { PATHS } from './paths';
import { rootRoute } from './root';
import { tabOf } from './search-params';

const couponCenterRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.couponCenter })
  .lazy(lazyScreen(() => import('./pages/user_center/coupon/coupon_center').then((m) => m.Route)));
const myCouponsRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.myCoupons, validateSearch: tabOf(MY_COUPON_TABS) })
  .lazy(lazyScreen(() => import('./pages/user_center/coupon/my_coupons').then((m) => m.Route)));

/** Coupons (issue 32): 领券中心 for everyone (claiming asks for a login), 我的优惠券 after login. */
export const COUPON_ROUTES = [couponCenterRoute] as const;
export const COUPON_AUTH_ROUTES = [myCouponsRoute] as const;
