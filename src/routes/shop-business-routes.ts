import { createRoute } from '@tanstack/react-router';
import { authLayout } from './auth-layout';
import { lazyScreen } from './lazy-screen';
import { PATHS } from './paths';

const shopUsersRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.shopUsers })
  .lazy(lazyScreen(() => import('./pages/shop_manage/shop_users/shop_users').then((m) => m.Route)));
const shopFansRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.shopFans })
  .lazy(lazyScreen(() => import('./pages/shop_manage/fans/fans').then((m) => m.Route)));
const shopCommentsRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.shopComments })
  .lazy(lazyScreen(() => import('./pages/shop_manage/shop_comments/shop_comments').then((m) => m.Route)));
const shopProfitRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.shopProfit })
  .lazy(lazyScreen(() => import('./pages/shop_manage/shop_profit/shop_profit').then((m) => m.Route)));

/** Issue 13: a shop's customers, fans, comments and profit (the chart library lives in the profit chunk only). */
export const SHOP_BUSINESS_AUTH_ROUTES = [shopUsersRoute, shopFansRoute, shopCommentsRoute, shopProfitRoute] as const;
