import { createRoute } from '@tanstack/react-router';
import { authLayout } from './auth-layout';
import { lazyScreen } from './lazy-screen';
import { PATHS } from './paths';
import { rootRoute } from './root';
import { roomIdSearch } from './search-params';

const liveListRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.liveList })
  .lazy(lazyScreen(() => import('./pages/live-video/live_list').then((m) => m.Route)));
const liveRoomRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.liveRoom, validateSearch: roomIdSearch })
  .lazy(lazyScreen(() => import('./pages/live-video/live_room').then((m) => m.Route)));
const liveManageRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.liveManage })
  .lazy(lazyScreen(() => import('./pages/live-video/user_manage').then((m) => m.Route)));
const releaseLiveRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.releaseLive })
  .lazy(lazyScreen(() => import('./pages/live-video/release_live').then((m) => m.Route)));
const liveReportRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.liveReport, validateSearch: roomIdSearch })
  .lazy(lazyScreen(() => import('./pages/user_center/live-report').then((m) => m.Route)));
const liveReportFinishRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.liveReportFinish, validateSearch: roomIdSearch })
  .lazy(lazyScreen(() => import('./pages/user_center/live-report-finish').then((m) => m.Route)));

/** Live rooms (issue 18): watching is public like the stream; opening, managing and reporting need a login. */
export const LIVE_ROOM_ROUTES = [liveListRoute, liveRoomRoute] as const;
export const LIVE_ROOM_AUTH_ROUTES = [liveManageRoute, releaseLiveRoute, liveReportRoute, liveReportFinishRoute] as const;
