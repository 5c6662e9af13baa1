import { brandRoute } from './pages/brand/brand';
import { shopCommentDetailRoute } from './pages/function/shop-comment-detail/shop-comment-detail';
import { shopCommentListRoute } from './pages/function/shop-comment-list/shop-comment-list';
import { countryRegionRoute } from './pages/global-purchase/country-region';
import { globalGoodsTypeListRoute } from './pages/global-purchase/goods-type-list';
import { globalPurchaseRoute } from './pages/global-purchase/global-purchase';
import { sixContinentsRoute } from './pages/global-purchase/six-continents';
import { tipGoodRoute } from './pages/global-purchase/tip_good';
import { goodShopRoute } from './pages/star_q/good_shop';
import { browsingFootprintsRoute } from './pages/user_center/browsing_footprints';
import { buyFootprintsRoute } from './pages/user_center/buy_footprints';
import { collectionsRoute } from './pages/user_center/collections';
import { focusRoute } from './pages/user_center/focus';
import { shopsListRoute } from './pages/user_center/shops/shops';
import { shopsDetailsRoute } from './pages/user_center/shops/shops_dateils';

/** Issue 4 part 2 screens anyone may open: shops, comments, brand hall, global purchase. */
export const MARKS_ROUTES = [
  goodShopRoute, shopsDetailsRoute, shopsListRoute, shopCommentListRoute, shopCommentDetailRoute, brandRoute,
  globalPurchaseRoute, sixContinentsRoute, countryRegionRoute, tipGoodRoute, globalGoodsTypeListRoute,
] as const;

/** The user's own marks: under the logged-in layout. */
export const MARKS_AUTH_ROUTES = [focusRoute, collectionsRoute, browsingFootprintsRoute, buyFootprintsRoute] as const;
