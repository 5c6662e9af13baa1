import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from './lazy-screen';
import { PATHS } from './paths';
import { rootRoute } from './root';
import { goodsIdSearch, priceRangeSearch, validateClassSearch, validateKeywordSearch } from './search-params';

const everydayNewRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.everydayNew })
  .lazy(lazyScreen(() => import('./pages/main/everyday_new').then((m) => m.Route)));
const priceRangeRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.priceRange })
  .lazy(lazyScreen(() => import('./pages/main/price_range/price_range').then((m) => m.Route)));
const priceRangeGoodsRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.priceRangeGoods, validateSearch: priceRangeSearch })
  .lazy(lazyScreen(() => import('./pages/main/price_range/price_range_goods').then((m) => m.Route)));
const goodsClassRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.goodsClass })
  .lazy(lazyScreen(() => import('./pages/star_q/goods_class/goods-class').then((m) => m.Route)));
const goodsTypeListRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.goodsTypeList, validateSearch: validateClassSearch })
  .lazy(lazyScreen(() => import('./pages/star_q/goods_class/goods-type-list').then((m) => m.Route)));
const globalSearchRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.globalSearch, validateSearch: validateKeywordSearch })
  .lazy(lazyScreen(() => import('./pages/star_q/global-search').then((m) => m.Route)));
const groupGoodsInfoRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.groupGoodsInfo, validateSearch: goodsIdSearch })
  .lazy(lazyScreen(() => import('./pages/function/group-goods-info/group-goods-info').then((m) => m.Route)));
const nftGoodsInfoRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.nftGoodsInfo, validateSearch: goodsIdSearch })
  .lazy(lazyScreen(() => import('./pages/function/nft-goods-info/nft-goods-info').then((m) => m.Route)));
const spellGoodsInfoRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.spellGoodsInfo, validateSearch: goodsIdSearch })
  .lazy(lazyScreen(() => import('./pages/function/spell-goods-info/spell-goods-info').then((m) => m.Route)));
const auctionGoodsInfoRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.auctionGoodsInfo, validateSearch: goodsIdSearch })
  .lazy(lazyScreen(() => import('./pages/star_q/goods_group/auction/goods-info').then((m) => m.Route)));
const integralGoodsInfoRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.integralGoodsInfo, validateSearch: goodsIdSearch })
  .lazy(lazyScreen(() => import('./pages/integral/goods-info').then((m) => m.Route)));
const blindboxDetailRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.blindboxDetail, validateSearch: goodsIdSearch })
  .lazy(lazyScreen(() => import('./pages/function/blindbox/blindbox-detail-info').then((m) => m.Route)));
const starqGoodsInfoRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.starqGoodsInfo, validateSearch: goodsIdSearch })
  .lazy(lazyScreen(() => import('./pages/star_q/goods-info').then((m) => m.Route)));
const platHomeRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.platHome })
  .lazy(lazyScreen(() => import('./pages/star_q/good_shop/plat_index').then((m) => m.Route)));

/** Discovery screens (issue 4 part 1): lists, categories, global search and the detail screen of each kind. */
export const DISCOVERY_ROUTES = [
  everydayNewRoute, priceRangeRoute, priceRangeGoodsRoute, goodsClassRoute, goodsTypeListRoute,
  globalSearchRoute, groupGoodsInfoRoute, nftGoodsInfoRoute, spellGoodsInfoRoute, auctionGoodsInfoRoute,
  integralGoodsInfoRoute, blindboxDetailRoute, starqGoodsInfoRoute, platHomeRoute,
] as const;
