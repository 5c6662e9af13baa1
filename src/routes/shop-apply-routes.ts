import { createRoute } from '@tanstack/react-router';
import { authLayout } from './auth-layout';
import { lazyScreen } from './lazy-screen';
import { PATHS } from './paths';
import { shopApplySearch } from './search-params';

const enterTypeRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.enterType })
  .lazy(lazyScreen(() => import('./pages/shop_manage/enter/enter_type').then((m) => m.Route)));
const userInfoAuthRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.userInfoAuth, validateSearch: shopApplySearch })
  .lazy(lazyScreen(() => import('./pages/shop_manage/enter/user_info_auth').then((m) => m.Route)));
const registerInfoRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.registerInfo, validateSearch: shopApplySearch })
  .lazy(lazyScreen(() => import('./pages/shop_manage/enter/register_info').then((m) => m.Route)));
const shopApplicationsRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.shopApplications, validateSearch: shopApplySearch })
  .lazy(lazyScreen(() => import('./pages/company_manage/manage_fun/shop/aplay_info').then((m) => m.Route)));
const shopApplicationDetailRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.shopApplicationDetail, validateSearch: shopApplySearch })
  .lazy(lazyScreen(() => import('./pages/company_manage/manage_fun/shop/aplay_show_info').then((m) => m.Route)));

/** Issue 12: applying for a shop and the administrator's audit; all need a login, submitting needs the network. */
export const SHOP_APPLY_AUTH_ROUTES = [
  enterTypeRoute, userInfoAuthRoute, registerInfoRoute, shopApplicationsRoute, shopApplicationDetailRoute,
] as const;
