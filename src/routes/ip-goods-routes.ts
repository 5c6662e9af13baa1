import { createRoute } from '@tanstack/react-router';
import { authLayout } from './auth-layout';
import { lazyScreen } from './lazy-screen';
import { PATHS } from './paths';
import { rootRoute } from './root';
import { goodsIdSearch } from './search-params';

const ipGoodsBuyersRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.ipGoodsBuyers, validateSearch: goodsIdSearch })
  .lazy(lazyScreen(() => import('./pages/shop_manage/shop_goods/ip_goods_buyers').then((m) => m.Route)));
const ipCenterRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.ipCenter })
  .lazy(lazyScreen(() => import('./pages/star_q/ip_center').then((m) => m.Route)));

/** Issue 12, IP goods: the IP center for everyone (visitor call) and an IP goods' buyers for its shop. */
export const IP_GOODS_ROUTES = [ipCenterRoute] as const;
export const IP_GOODS_AUTH_ROUTES = [ipGoodsBuyersRoute] as const;
