import { createHashHistory, createRouter } from '@tanstack/react-router';
import { LoadingState } from '../ui/components/page-state';
import type { AppContext } from './context';
import { PENDING_INDICATOR_MS, rootRoute, RouteError } from './root';
import { homeRoute, indexRoute } from './pages/menu-page/star_q/star-index';
import type { FullRouteTree } from './route-tree';
import { parseSearch, stringifySearch } from './search-codec';

/**
 * The router starts with the home's routes only: they are what the first paint needs. The other route tables arrive
 * with route-tree.ts (all-routes.ts loads it at start, and the app waits for it when it opens elsewhere than the home).
 */
const homeTree = rootRoute.addChildren([indexRoute, homeRoute]);

/** spec §1: a hash-style router. */
export function createAppRouter(context: AppContext) {
  return createRouter({
    // Typed as the whole tree: no route but the home's is rendered or navigated to before loadAllRoutes has added it.
    routeTree: homeTree as unknown as FullRouteTree,
    history: createHashHistory(), context, defaultPreload: false, defaultErrorComponent: RouteError,
    defaultPendingMs: PENDING_INDICATOR_MS, defaultPendingComponent: LoadingState, parseSearch, stringifySearch,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
