import { createRoute } from '@tanstack/react-router';
import { AGENT_TABS } from '../domain/agent-tabs';
import { authLayout } from './auth-layout';
import { lazyScreen } from './lazy-screen';
import { PATHS } from './paths';
import { tabOf } from './search-params';

const agentGoodsRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.agentGoods, validateSearch: tabOf(AGENT_TABS) })
  .lazy(lazyScreen(() => import('./pages/star_q/agent-goods/agent_goods').then((m) => m.Route)));

/** Agent goods (issue 17): being an agent needs a login, so the screen does too. */
export const AGENT_AUTH_ROUTES = [agentGoodsRoute] as const;
