import { createRoute } from '@tanstack/react-router';
import { authLayout } from './auth-layout';
import { lazyScreen } from './lazy-screen';
import { PATHS } from './paths';
import { rootRoute } from './root';

export const VIDEO_FEEDS = ['feed', 'hot', 'following', 'user', 'mine', 'liked'] as const;
export type VideoFeed = (typeof VIDEO_FEEDS)[number];
type VideoSearch = { feed: VideoFeed; userId?: string; start?: string };

const videoSearch = (s: Record<string, unknown>): VideoSearch => ({
  feed: (VIDEO_FEEDS as readonly unknown[]).includes(s.feed) ? s.feed as VideoFeed : 'feed',
  ...(s.userId ? { userId: String(s.userId) } : {}),
  ...(s.start ? { start: String(s.start) } : {}),
});

const feedRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.shortVideoFeed, validateSearch: videoSearch })
  .lazy(lazyScreen(() => import('./pages/live-video/swiperVideoCode').then((m) => m.Route)));
const userVideoRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.userVideo, validateSearch: videoSearch })
  .lazy(lazyScreen(() => import('./pages/live-video/user_video/index').then((m) => m.Route)));
const releaseRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.shortVideoRelease })
  .lazy(lazyScreen(() => import('./pages/live-video/release').then((m) => m.Route)));

/** Issue 18: visitors watch the feed (logging in only to like, comment, follow or publish); my videos and release need a login. */
export const SHORT_VIDEO_ROUTES = [feedRoute] as const;
export const SHORT_VIDEO_AUTH_ROUTES = [userVideoRoute, releaseRoute] as const;
