import { createRoute } from '@tanstack/react-router';
import { authLayout } from './auth-layout';
import { lazyScreen } from './lazy-screen';
import { PATHS } from './paths';
import { rootRoute } from './root';
import { dynamicIdSearch, tabOf } from './search-params';
import { FEED_TABS } from './social/feed-tabs';
import { SHORT_VIDEO_ROUTES } from './short-video-routes';

const feedRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.dynamicFeed, validateSearch: tabOf(FEED_TABS) })
  .lazy(lazyScreen(() => import('./pages/dynamic/dynamic').then((m) => m.Route)));
const detailRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.dynamicDetail, validateSearch: dynamicIdSearch })
  .lazy(lazyScreen(() => import('./pages/dynamic/detail').then((m) => m.Route)));
const releaseRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.dynamicRelease })
  .lazy(lazyScreen(() => import('./pages/dynamic/release').then((m) => m.Route)));
const userHomeRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.userHome, validateSearch: (s) => ({ userId: String(s.userId ?? '') }) })
  .lazy(lazyScreen(() => import('./pages/live-video/user').then((m) => m.Route)));
const shopDynamicRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.shopDynamic })
  .lazy(lazyScreen(() => import('./pages/shop_manage/shop_dynamic/shop_dynamic').then((m) => m.Route)));
const fansRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.fans })
  .lazy(lazyScreen(() => import('./pages/user_center/fans').then((m) => m.Route)));

/** Issue 18: the dynamic feed, a user's page and the short-video feed are public to read; posting and my fans need a login. */
export const SOCIAL_ROUTES = [feedRoute, detailRoute, userHomeRoute, ...SHORT_VIDEO_ROUTES] as const;
/** The shop's members' dynamics (issue 13) sit here with the feed they read. */
export const SOCIAL_AUTH_ROUTES = [releaseRoute, fansRoute, shopDynamicRoute] as const;
