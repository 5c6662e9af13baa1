import { createRoute } from '@tanstack/react-router';
import { authLayout } from './auth-layout';
import { lazyScreen } from './lazy-screen';
import { PATHS } from './paths';
import { rootRoute } from './root';
import { orderIdSearch } from './search-params';

const boxPaySearch = (search: Record<string, unknown>) => ({ goodsId: String(search.goodsId ?? ''), orderId: String(search.orderId ?? '') });

const blindboxIndexRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.blindboxIndex })
  .lazy(lazyScreen(() => import('./pages/function/blindbox/blindbox_index').then((m) => m.Route)));
const payBlindboxCounterRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.payBlindboxCounter, validateSearch: boxPaySearch })
  .lazy(lazyScreen(() => import('./pages/main/pay-blindbox-counter/pay-blindbox-counter').then((m) => m.Route)));
const blindboxOrdersRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.blindboxOrders })
  .lazy(lazyScreen(() => import('./pages/user_center/blindbox_form/blindbox_form').then((m) => m.Route)));
const blindboxLogRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.blindboxLog, validateSearch: orderIdSearch })
  .lazy(lazyScreen(() => import('./pages/user_center/blindbox_form/blindbox_log').then((m) => m.Route)));

/** Blind boxes for shoppers (issue 17): the list is public like any goods list; buying and the buyer's boxes need a login. */
export const BLINDBOX_ROUTES = [blindboxIndexRoute] as const;
export const BLINDBOX_AUTH_ROUTES = [payBlindboxCounterRoute, blindboxOrdersRoute, blindboxLogRoute] as const;
