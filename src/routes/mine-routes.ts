import { createRoute } from '@tanstack/react-router';
import { authLayout } from './auth-layout';
import { lazyScreen } from './lazy-screen';
import { PATHS } from './paths';
import { rootRoute } from './root';

const appDownRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.appDown })
  .lazy(lazyScreen(() => import('./pages/global/app_down').then((m) => m.Route)));
const userInfoRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.userInfo })
  .lazy(lazyScreen(() => import('./pages/user_center/center/user_info').then((m) => m.Route)));
const syncStatusRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.syncStatus })
  .lazy(lazyScreen(() => import('./pages/user_center/sync_status').then((m) => m.Route)));
const shopManageRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.shopManage })
  .lazy(lazyScreen(() => import('./pages/shop_manage/shop_goods/manageGoods').then((m) => m.Route)));

/** Issue 19: the download page anyone may open. */
export const MINE_ROUTES = [appDownRoute] as const;

/** Issue 19: the profile summary, the sync status page and the shop area's entry (the company area: company-routes.ts). */
export const MINE_AUTH_ROUTES = [
  userInfoRoute, syncStatusRoute, shopManageRoute,
] as const;
