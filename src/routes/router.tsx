import { createHashHistory, createRouter } from '@tanstack/react-router';
import type { AppContext } from './context';
import { authLayout } from './auth-layout';
import { rootRoute } from './root';
import { cartRoute } from './pages/main/cart/cart';
import { goodsInfoRoute } from './pages/function/goods-info/goods-info';
import { goodsTypeRoute } from './pages/function/goods-type/goods-type';
import { loginFocusRoute } from './pages/main/login/login-focus';
import { loginRoute, passportLoginRoute } from './pages/main/login/login';
import { groupBuyRoute } from './pages/menu-page/star_q/group-buy';
import { homeRoute, indexRoute } from './pages/menu-page/star_q/star-index';
import { searchRoute } from './pages/menu-page/star_q/star-search';
import { mineRoute } from './pages/person/person_starq';
import { DISCOVERY_ROUTES } from './discovery-routes';
import { MARKS_AUTH_ROUTES, MARKS_ROUTES } from './marks-routes';
import { CHECKOUT_AUTH_ROUTES } from './checkout-routes';
import { MINE_AUTH_ROUTES, MINE_ROUTES } from './mine-routes';

const routeTree = rootRoute.addChildren([
  indexRoute,
  homeRoute,
  searchRoute,
  groupBuyRoute,
  mineRoute,
  loginRoute,
  loginFocusRoute,
  passportLoginRoute,
  goodsInfoRoute,
  goodsTypeRoute,
  ...DISCOVERY_ROUTES,
  ...MARKS_ROUTES,
  ...MINE_ROUTES,
  authLayout.addChildren([cartRoute, ...MARKS_AUTH_ROUTES, ...CHECKOUT_AUTH_ROUTES, ...MINE_AUTH_ROUTES]),
]);

/** spec §1: a hash-style router. */
export function createAppRouter(context: AppContext) {
  return createRouter({ routeTree, history: createHashHistory(), context, defaultPreload: false });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
