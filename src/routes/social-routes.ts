import { createRoute } from '@tanstack/react-router';
import { authLayout } from './auth-layout';
import { lazyScreen } from './lazy-screen';
import { PATHS } from './paths';
import { rootRoute } from './root';
import { dynamicIdSearch, tabOf } from './search-params';
import { FEED_TABS } from './social/feed-tabs';

const feedRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.dynamicFeed, validateSearch: tabOf(FEED_TABS) })
  .lazy(lazyScreen(() => import('./pages/dynamic/dynamic').then((m) => m.Route)));
const detailRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.dynamicDetail, validateSearch: dynamicIdSearch })
  .lazy(lazyScreen(() => import('./pages/dynamic/detail').then((m) => m.Route)));
const releaseRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.dynamicRelease })
  .lazy(lazyScreen(() => import('./pages/dynamic/release').then((m) => m.Route)));
const fansRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.fans })
  .lazy(lazyScreen(() => import('./pages/user_center/fans').then((m) => m.Route)));

/** Issue 18: the dynamic feed is public to read; posting and my fans need a login. */
export const SOCIAL_ROUTES = [feedRoute, detailRoute] as const;
export const SOCIAL_AUTH_ROUTES = [releaseRoute, fansRoute] as const;
