import { createRoute } from '@tanstack/react-router';
import { authLayout } from './auth-layout';
import { lazyScreen } from './lazy-screen';
import { PATHS } from './paths';
import { companyListSearch, companyShopSearch, companyUserSearch } from './search-params';

const manageRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.companyManage })
  .lazy(lazyScreen(() => import('./pages/company_manage/manage').then((m) => m.Route)));
const usersRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.companyUsers, validateSearch: companyListSearch })
  .lazy(lazyScreen(() => import('./pages/company_manage/manage_fun/users').then((m) => m.Route)));
const userInfoRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.companyUserInfo, validateSearch: companyUserSearch })
  .lazy(lazyScreen(() => import('./pages/company_manage/manage_fun/userinfo').then((m) => m.Route)));
const usersEditRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.companyUsersEdit, validateSearch: companyUserSearch })
  .lazy(lazyScreen(() => import('./pages/company_manage/manage_fun/usersedit').then((m) => m.Route)));
const banUserRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.companyBanUser, validateSearch: companyUserSearch })
  .lazy(lazyScreen(() => import('./pages/company_manage/manage_fun/banuser').then((m) => m.Route)));
const shopsRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.companyShops, validateSearch: companyListSearch })
  .lazy(lazyScreen(() => import('./pages/company_manage/manage_fun/shop/shops').then((m) => m.Route)));
const banShopsRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.companyBanShops })
  .lazy(lazyScreen(() => import('./pages/company_manage/manage_fun/shop/ban_shops').then((m) => m.Route)));
const shopsEditRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.companyShopsEdit, validateSearch: companyShopSearch })
  .lazy(lazyScreen(() => import('./pages/company_manage/manage_fun/shop/shops_edit').then((m) => m.Route)));
const shopGoodsListRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.companyShopGoodsList, validateSearch: companyShopSearch })
  .lazy(lazyScreen(() => import('./pages/company_manage/manage_fun/shop/shop_goods_list').then((m) => m.Route)));

/** Issue 14: the administrator's home, users and shops; lists open offline from their last state, actions need the network. */
export const COMPANY_AUTH_ROUTES = [
  manageRoute, usersRoute, userInfoRoute, usersEditRoute, banUserRoute, shopsRoute, banShopsRoute, shopsEditRoute, shopGoodsListRoute,
] as const;
