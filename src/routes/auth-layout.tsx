import { createRoute, Outlet } from '@tanstack/react-router';
import { requireLogin } from './guards';
import { rootRoute } from './root';

/** Pathless layout: every route under it needs a login. */
export const authLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: 'auth',
  beforeLoad: ({ context, location }) => requireLogin(context, location),
  component: Outlet,
});
