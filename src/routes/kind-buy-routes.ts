import { createRoute } from '@tanstack/react-router';
import { authLayout } from './auth-layout';
import { lazyScreen } from './lazy-screen';
import { PATHS } from './paths';
import { goodsIdSearch, orderIdSearch } from './search-params';

const kindPayCounterSearch = (search: Record<string, unknown>) => ({ orderIds: String(search.orderIds ?? ''), goodsId: String(search.goodsId ?? '') });

const integralPlayOrderRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.integralPlayOrder, validateSearch: goodsIdSearch })
  .lazy(lazyScreen(() => import('./pages/integral/order/play_order').then((m) => m.Route)));
const integralPayCounterRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.integralPayCounter, validateSearch: orderIdSearch })
  .lazy(lazyScreen(() => import('./pages/integral/pay/pay-counter').then((m) => m.Route)));
const kindPlayOrderRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.kindPlayOrder, validateSearch: goodsIdSearch })
  .lazy(lazyScreen(() => import('./pages/function/kind_play_order/kind_play_order').then((m) => m.Route)));
const kindPayCounterRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.kindPayCounter, validateSearch: kindPayCounterSearch })
  .lazy(lazyScreen(() => import('./pages/main/kind-pay-counter/kind-pay-counter').then((m) => m.Route)));

/** Issue 17: buying points, IP, art, gold and metaverse goods; all need a login. */
export const KIND_BUY_AUTH_ROUTES = [integralPlayOrderRoute, integralPayCounterRoute, kindPlayOrderRoute, kindPayCounterRoute] as const;
