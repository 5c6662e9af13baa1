import type { AnyRouter } from '@tanstack/react-router';
import { TABS } from '../ui/components/tab-bar';
import { lazyScreen, warmScreens } from './lazy-screen';
import { settleAllRoutes } from './all-routes-state';
import { PATHS } from './paths';

/**
 * The route tables other than the home's are a chunk of their own (route-tree.ts, decision 008): the home paints
 * without them. They are fetched at start; until they are in, a location they serve shows nothing (not 页面不存在),
 * and it is matched again once they arrive. A chunk that cannot load is handled as a screen's (lazy-screen.ts): one
 * reload per location, then 页面加载失败 with 重试.
 */
let loading: Promise<void> | undefined;

export function loadAllRoutes(router: AnyRouter): Promise<void> {
  loading ??= lazyScreen(() => import('./route-tree'), 'route-tree:')().then(async () => {
    router.setRoutes(router.buildRouteTree());
    settleAllRoutes({ status: 'ready' });
    warmScreens(router, TABS.map((tab) => tab.path));
    // A location opened before the tables arrived (a tap on the home's tab bar) is matched against them now.
    await router.load();
  }, (error: unknown) => {
    settleAllRoutes({ status: 'failed', error });
    throw error;
  });
  return loading;
}

/** Whether the address the app opens at is the home's, which the first tree already serves. */
export function opensAtHome(router: AnyRouter): boolean {
  const { pathname } = router.latestLocation;
  return pathname === '/' || pathname.replace(/\/$/, '') === PATHS.home;
}
