import { createRoute } from '@tanstack/react-router';
import { authLayout } from './auth-layout';
import { lazyScreen } from './lazy-screen';
import { PATHS } from './paths';
import { rootRoute } from './root';
import { commentIdSearch, globalClassSearch, validateRegionSearch, validateShopSearch } from './search-params';

const goodShopRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.goodShop, validateSearch: validateShopSearch })
  .lazy(lazyScreen(() => import('./pages/star_q/good_shop').then((m) => m.Route)));
const shopsDetailsRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.shopsDetails, validateSearch: validateShopSearch })
  .lazy(lazyScreen(() => import('./pages/user_center/shops/shops_dateils').then((m) => m.Route)));
const shopsListRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.shopsList })
  .lazy(lazyScreen(() => import('./pages/user_center/shops/shops').then((m) => m.Route)));
const shopsSwiperRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.shopsSwiper })
  .lazy(lazyScreen(() => import('./pages/user_center/shops/swiper-vertical').then((m) => m.Route)));
const shopCommentListRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.shopCommentList, validateSearch: validateShopSearch })
  .lazy(lazyScreen(() => import('./pages/function/shop-comment-list/shop-comment-list').then((m) => m.Route)));
const shopCommentDetailRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.shopCommentDetail, validateSearch: commentIdSearch })
  .lazy(lazyScreen(() => import('./pages/function/shop-comment-detail/shop-comment-detail').then((m) => m.Route)));
const brandRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.brand })
  .lazy(lazyScreen(() => import('./pages/brand/brand').then((m) => m.Route)));
const globalPurchaseRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.globalPurchase })
  .lazy(lazyScreen(() => import('./pages/global-purchase/global-purchase').then((m) => m.Route)));
const sixContinentsRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.sixContinents })
  .lazy(lazyScreen(() => import('./pages/global-purchase/six-continents').then((m) => m.Route)));
const countryRegionRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.countryRegion, validateSearch: validateRegionSearch })
  .lazy(lazyScreen(() => import('./pages/global-purchase/country-region').then((m) => m.Route)));
const tipGoodRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.tipGood })
  .lazy(lazyScreen(() => import('./pages/global-purchase/tip_good').then((m) => m.Route)));
const globalGoodsTypeListRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.globalGoodsTypeList, validateSearch: globalClassSearch })
  .lazy(lazyScreen(() => import('./pages/global-purchase/goods-type-list').then((m) => m.Route)));
const focusRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.focus })
  .lazy(lazyScreen(() => import('./pages/user_center/focus').then((m) => m.Route)));
const collectionsRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.collections })
  .lazy(lazyScreen(() => import('./pages/user_center/collections').then((m) => m.Route)));
const browsingFootprintsRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.browsingFootprints })
  .lazy(lazyScreen(() => import('./pages/user_center/browsing_footprints').then((m) => m.Route)));
const ufcBrowsingFootprintsRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.ufcBrowsingFootprints })
  .lazy(lazyScreen(() => import('./pages/user_center/ufc_browsing_footprints').then((m) => m.Route)));
const buyFootprintsRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.buyFootprints })
  .lazy(lazyScreen(() => import('./pages/user_center/buy_footprints').then((m) => m.Route)));

/** Issue 4 part 2 screens anyone may open: shops, comments, brand hall, global purchase. */
export const MARKS_ROUTES = [
  goodShopRoute, shopsDetailsRoute, shopsListRoute, shopsSwiperRoute, shopCommentListRoute, shopCommentDetailRoute, brandRoute,
  globalPurchaseRoute, sixContinentsRoute, countryRegionRoute, tipGoodRoute, globalGoodsTypeListRoute,
] as const;

/** The user's own marks: under the logged-in layout. */
export const MARKS_AUTH_ROUTES = [
  focusRoute, collectionsRoute, browsingFootprintsRoute, ufcBrowsingFootprintsRoute, buyFootprintsRoute,
] as const;
