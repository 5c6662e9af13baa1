import { createRoute } from '@tanstack/react-router';
import { authLayout } from './auth-layout';
import { lazyScreen } from './lazy-screen';
import { PATHS } from './paths';
import { shopGoodsSearch } from './search-params';

const shopGoodsListRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.shopGoodsList })
  .lazy(lazyScreen(() => import('./pages/shop_manage/shop_goods/shop_goods_list').then((m) => m.Route)));
const addOrUpdateGoodsRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.addOrUpdateGoods, validateSearch: shopGoodsSearch })
  .lazy(lazyScreen(() => import('./pages/shop_manage/shop_goods/addOrUpdateGoods').then((m) => m.Route)));

/** Issue 12: a shop's goods, offline-first (drafts in the local-only `drafts` collection). */
export const SHOP_GOODS_AUTH_ROUTES = [shopGoodsListRoute, addOrUpdateGoodsRoute] as const;
