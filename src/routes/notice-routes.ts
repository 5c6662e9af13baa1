import { createRoute } from '@tanstack/react-router';
import { authLayout } from './auth-layout';
import { lazyScreen } from './lazy-screen';
import { PATHS } from './paths';

const noticesRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.notices })
  .lazy(lazyScreen(() => import('./pages/user_center/notices').then((m) => m.Route)));

/** Issue 15: the notices the live channel brought (decision 013). */
export const NOTICE_AUTH_ROUTES = [noticesRoute] as const;
