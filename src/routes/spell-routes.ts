import { createRoute } from '@tanstack/react-router';
import { SPELL_TABS } from '../domain/spell';
import { authLayout } from './auth-layout';
import { lazyScreen } from './lazy-screen';
import { PATHS } from './paths';
import { goodsIdSearch, tabOf } from './search-params';

const entryIdSearch = (search: Record<string, unknown>) => ({ entryId: String(search.entryId ?? '') });
const payCounterSearch = (search: Record<string, unknown>) => ({ orderId: String(search.orderId ?? ''), entryId: String(search.entryId ?? '') });
const tabSearch = tabOf(SPELL_TABS);

const spellPlayOrderRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.spellPlayOrder, validateSearch: goodsIdSearch })
  .lazy(lazyScreen(() => import('./pages/function/spell_play_order/spell_play_order').then((m) => m.Route)));
const spellPayCounterRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.spellPayCounter, validateSearch: payCounterSearch })
  .lazy(lazyScreen(() => import('./pages/main/spell-pay-counter/spell-pay-counter').then((m) => m.Route)));
const spellFormRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.spellForm, validateSearch: tabSearch })
  .lazy(lazyScreen(() => import('./pages/user_center/spell_form/nft_form').then((m) => m.Route)));
const spellDetailsRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.spellDetails, validateSearch: entryIdSearch })
  .lazy(lazyScreen(() => import('./pages/user_center/spell_form/nft_details').then((m) => m.Route)));
const spellSurePayRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.spellSurePay, validateSearch: entryIdSearch })
  .lazy(lazyScreen(() => import('./pages/user_center/spell_form/nft_sure_pay').then((m) => m.Route)));
const spellSureGetPayRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.spellSureGetPay, validateSearch: entryIdSearch })
  .lazy(lazyScreen(() => import('./pages/user_center/spell_form/sure_get_pay').then((m) => m.Route)));

/** Spell auction screens (docs/decisions/014); all need a login. The detail screen is a discovery route. */
export const SPELL_AUTH_ROUTES = [
  spellPlayOrderRoute, spellPayCounterRoute, spellFormRoute, spellDetailsRoute, spellSurePayRoute, spellSureGetPayRoute,
] as const;
