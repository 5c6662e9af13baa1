import { createRoute } from '@tanstack/react-router';
import { authLayout } from './auth-layout';
import { lazyScreen } from './lazy-screen';
import { PATHS } from './paths';
import { shopGoodsSearch } from './search-params';

/** The workspace's counts open the list on their shelf state (issue 33.9): `shelf` is on, off or absent (all). */
const shopGoodsListSearch = (s: Record<string, unknown>): { shelf?: 'on' | 'off' } => (s.shelf === 'on' || s.shelf === 'off' ? { shelf: s.shelf } : {});

const shopGoodsListRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.shopGoodsList, validateSearch: shopGoodsListSearch })
  .lazy(lazyScreen(() => import('./pages/shop_manage/shop_goods/shop_goods_list').then((m) => m.Route)));
const addOrUpdateGoodsRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.addOrUpdateGoods, validateSearch: shopGoodsSearch })
  .lazy(lazyScreen(() => import('./pages/shop_manage/shop_goods/addOrUpdateGoods').then((m) => m.Route)));
// goodsPrice and goodsStockSetting: a draft's prices or stock, per SKU for a goods sold by specification (issue 31).
const goodsPriceRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.goodsPrice, validateSearch: shopGoodsSearch })
  .lazy(lazyScreen(() => import('./pages/shop_manage/shop_goods/goodsPrice').then((m) => m.Route)));
const goodsStockSettingRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.goodsStockSetting, validateSearch: shopGoodsSearch })
  .lazy(lazyScreen(() => import('./pages/shop_manage/shop_goods/goodsStockSetting').then((m) => m.Route)));
// goodsProSetting, goodsClass, showGoodsImage, showGoodsVideo and goodsDetailImg: one part of a goods draft each (issue 31).
const goodsProSettingRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.goodsProSetting, validateSearch: shopGoodsSearch })
  .lazy(lazyScreen(() => import('./pages/shop_manage/shop_goods/goodsProSetting').then((m) => m.Route)));
const shopGoodsClassRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.shopGoodsClass, validateSearch: shopGoodsSearch })
  .lazy(lazyScreen(() => import('./pages/shop_manage/shop_goods/goodsClass').then((m) => m.Route)));
const showGoodsImageRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.showGoodsImage, validateSearch: shopGoodsSearch })
  .lazy(lazyScreen(() => import('./pages/shop_manage/shop_goods/showGoodsImage').then((m) => m.Route)));
const showGoodsVideoRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.showGoodsVideo, validateSearch: shopGoodsSearch })
  .lazy(lazyScreen(() => import('./pages/shop_manage/shop_goods/showGoodsVideo').then((m) => m.Route)));
const goodsDetailImgRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.goodsDetailImg, validateSearch: shopGoodsSearch })
  .lazy(lazyScreen(() => import('./pages/shop_manage/shop_goods/goodsDetailImg').then((m) => m.Route)));
const goodsShelfticketPayRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.goodsShelfticketPay })
  .lazy(lazyScreen(() => import('./pages/shop_manage/shop_goods/goods-shelfticket-pay').then((m) => m.Route)));

// IP, art, gold and metaverse goods: the one form and the one list, each kind under its own path (docs/decisions/006).
const addIpGoodsRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.addIpGoods, validateSearch: shopGoodsSearch })
  .lazy(lazyScreen(() => import('./pages/shop_manage/shop_goods/add_ip_goods').then((m) => m.Route)));
const shopIpGoodsListRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.shopIpGoodsList })
  .lazy(lazyScreen(() => import('./pages/shop_manage/shop_goods/shop_ip_goods_list').then((m) => m.Route)));
const addArtGoodsRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.addArtGoods, validateSearch: shopGoodsSearch })
  .lazy(lazyScreen(() => import('./pages/shop_manage/shop_goods/add_art_goods').then((m) => m.Route)));
const shopArtGoodsListRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.shopArtGoodsList })
  .lazy(lazyScreen(() => import('./pages/shop_manage/shop_goods/shop_art_goods_list').then((m) => m.Route)));
const addGoldGoodsRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.addGoldGoods, validateSearch: shopGoodsSearch })
  .lazy(lazyScreen(() => import('./pages/shop_manage/shop_goods/add_gold_goods').then((m) => m.Route)));
const shopGoldGoodsListRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.shopGoldGoodsList })
  .lazy(lazyScreen(() => import('./pages/shop_manage/shop_goods/shop_gold_goods_list').then((m) => m.Route)));
const addMetaGoodsRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.addMetaGoods, validateSearch: shopGoodsSearch })
  .lazy(lazyScreen(() => import('./pages/shop_manage/shop_goods/add_meta_goods').then((m) => m.Route)));
const shopMetaGoodsListRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.shopMetaGoodsList })
  .lazy(lazyScreen(() => import('./pages/shop_manage/shop_goods/shop_meta_goods_list').then((m) => m.Route)));

/** Issue 12: a shop's goods, offline-first (drafts in the local-only `drafts` collection). */
export const SHOP_GOODS_AUTH_ROUTES = [
  shopGoodsListRoute, addOrUpdateGoodsRoute, addIpGoodsRoute, shopIpGoodsListRoute, addArtGoodsRoute, shopArtGoodsListRoute,
  addGoldGoodsRoute, shopGoldGoodsListRoute, addMetaGoodsRoute, shopMetaGoodsListRoute, goodsShelfticketPayRoute, goodsPriceRoute, goodsStockSettingRoute,
  goodsProSettingRoute, shopGoodsClassRoute, showGoodsImageRoute, showGoodsVideoRoute, goodsDetailImgRoute,
] as const;
