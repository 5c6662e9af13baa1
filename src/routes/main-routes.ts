import { createRoute, redirect } from '@tanstack/react-router';
import { authLayout } from './auth-layout';
import { lazyScreen } from './lazy-screen';
import { PATHS } from './paths';
import { rootRoute } from './root';
import { goodsInfoSearch, validateClassSearch, validateKeywordSearch, validateLoginSearch } from './search-params';

const searchRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.search, validateSearch: validateKeywordSearch })
  .lazy(lazyScreen(() => import('./pages/menu-page/star_q/star-search').then((m) => m.Route)));
const groupBuyRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.groupBuy })
  .lazy(lazyScreen(() => import('./pages/menu-page/star_q/group-buy').then((m) => m.Route)));
const mineRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.mine })
  .lazy(lazyScreen(() => import('./pages/person/person_starq').then((m) => m.Route)));
const loginRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.login, validateSearch: validateLoginSearch })
  .lazy(lazyScreen(() => import('./pages/main/login/login').then((m) => m.Route)));
const loginFocusRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.loginFocus, validateSearch: validateLoginSearch })
  .lazy(lazyScreen(() => import('./pages/main/login/login-focus').then((m) => m.Route)));
/** spec §2: the login path is pages/passport/login in one helper; both lead here. */
const passportLoginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: PATHS.passportLogin,
  validateSearch: validateLoginSearch,
  beforeLoad: ({ search }) => {
    throw redirect({ to: PATHS.login, search: search.redirect ? { redirect: search.redirect } : {} });
  },
});
const goodsInfoRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.goodsInfo, validateSearch: goodsInfoSearch })
  .lazy(lazyScreen(() => import('./pages/function/goods-info/goods-info').then((m) => m.Route)));
const goodsTypeRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.goodsType, validateSearch: validateClassSearch })
  .lazy(lazyScreen(() => import('./pages/function/goods-type/goods-type').then((m) => m.Route)));
const cartRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.cart })
  .lazy(lazyScreen(() => import('./pages/main/cart/cart').then((m) => m.Route)));

/** The tabs after the home, the login pages, the ordinary goods detail and a class's goods. */
export const MAIN_ROUTES = [
  searchRoute, groupBuyRoute, mineRoute, loginRoute, loginFocusRoute, passportLoginRoute, goodsInfoRoute, goodsTypeRoute,
] as const;

/** The cart needs a login. */
export const MAIN_AUTH_ROUTES = [cartRoute] as const;
