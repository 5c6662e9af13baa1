import { createRoute, redirect } from '@tanstack/react-router';
import { rootRoute } from './root';
import { SPEC_PATH_ALIASES } from './spec-path-aliases';

/** The spec's other names for our screens (spec-path-aliases.ts), each a route that goes on to the screen. */
export const SPEC_PATH_ROUTES = SPEC_PATH_ALIASES.map(({ from, to }) => createRoute({
  getParentRoute: () => rootRoute,
  path: from,
  beforeLoad: ({ location }) => {
    throw redirect({ href: `${to}${location.searchStr}`, replace: true });
  },
}));
