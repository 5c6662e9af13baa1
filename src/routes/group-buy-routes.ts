import { createRoute } from '@tanstack/react-router';
import { authLayout } from './auth-layout';
import { lazyScreen } from './lazy-screen';
import { PATHS } from './paths';
import { rootRoute } from './root';
import { validateKeywordSearch } from './search-params';

const text = (search: Record<string, unknown>, name: string) => (typeof search[name] === 'string' ? search[name] : '');
export const groupIdSearch = (search: Record<string, unknown>) => ({ groupId: text(search, 'groupId') });
export const groupPlaySearch = (search: Record<string, unknown>) => ({ goodsId: text(search, 'goodsId'), groupId: text(search, 'groupId') });
export const groupPaySearch = (search: Record<string, unknown>) => ({ orderId: text(search, 'orderId'), groupId: text(search, 'groupId') });

const groupShareRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.groupShare, validateSearch: groupIdSearch })
  .lazy(lazyScreen(() => import('./pages/share/group_share').then((m) => m.Route)));
const goodsGroupRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.goodsGroup, validateSearch: validateKeywordSearch })
  .lazy(lazyScreen(() => import('./pages/star_q/goods_group/goods_group').then((m) => m.Route)));
const groupPlayOrderRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.groupPlayOrder, validateSearch: groupPlaySearch })
  .lazy(lazyScreen(() => import('./pages/star_q/goods_group/group_play_order').then((m) => m.Route)));
const groupPayCounterRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.groupPayCounter, validateSearch: groupPaySearch })
  .lazy(lazyScreen(() => import('./pages/star_q/pay/group-pay-counter').then((m) => m.Route)));
const groupOrderRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.groupOrder })
  .lazy(lazyScreen(() => import('./pages/star_q/order/group_order').then((m) => m.Route)));
const groupOrderDetailsRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.groupOrderDetails, validateSearch: groupIdSearch })
  .lazy(lazyScreen(() => import('./pages/star_q/order/group_order_details').then((m) => m.Route)));

/** Issue 16, group buy: the share page and 团拍会场 (issue 34) open for a visitor; ordering, paying and one's own groups need a login. */
export const GROUP_BUY_ROUTES = [groupShareRoute, goodsGroupRoute] as const;
export const GROUP_BUY_AUTH_ROUTES = [groupPlayOrderRoute, groupPayCounterRoute, groupOrderRoute, groupOrderDetailsRoute] as const;
