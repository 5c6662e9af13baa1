import { createRoute } from '@tanstack/react-router';
import { NFT_TABS } from '../domain/collectibles';
import { authLayout } from './auth-layout';
import { lazyScreen } from './lazy-screen';
import { PATHS } from './paths';
import { rootRoute } from './root';
import { collectibleIdSearch, tabOf, tradeIdSearch } from './search-params';

const tabSearch = tabOf(NFT_TABS);

const nftFormRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.nftForm, validateSearch: tabSearch })
  .lazy(lazyScreen(() => import('./pages/user_center/nft_form/nft_form').then((m) => m.Route)));
const nftDetailsRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.nftDetails, validateSearch: collectibleIdSearch })
  .lazy(lazyScreen(() => import('./pages/user_center/nft_form/nft_details').then((m) => m.Route)));
const nftSurePayRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.nftSurePay, validateSearch: tradeIdSearch })
  .lazy(lazyScreen(() => import('./pages/user_center/nft_form/nft_sure_pay').then((m) => m.Route)));
const nftSureGetPayRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.nftSureGetPay, validateSearch: tradeIdSearch })
  .lazy(lazyScreen(() => import('./pages/user_center/nft_form/sure_get_pay').then((m) => m.Route)));
const nftExchangeRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.nftExchange, validateSearch: collectibleIdSearch })
  .lazy(lazyScreen(() => import('./pages/user_center/nft_form/nft_exchange').then((m) => m.Route)));
const nftExchangeLogRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.nftExchangeLog })
  .lazy(lazyScreen(() => import('./pages/user_center/nft_form/nft_exchange_log').then((m) => m.Route)));

/** Digital collectible screens (issue 17; docs/decisions/006 "Digital collectibles"); all need a login. */
export const COLLECTIBLE_AUTH_ROUTES = [
  nftFormRoute, nftDetailsRoute, nftSurePayRoute, nftSureGetPayRoute, nftExchangeRoute, nftExchangeLogRoute,
] as const;

const themeIndexRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.themeIndex })
  .lazy(lazyScreen(() => import('./pages/function/theme-info/theme_index').then((m) => m.Route)));
const themeDetailInfoRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.themeDetailInfo, validateSearch: (search: Record<string, unknown>) => ({ themeId: String(search.themeId ?? '') }) })
  .lazy(lazyScreen(() => import('./pages/function/theme-info/theme_detail_info').then((m) => m.Route)));

/** The shops' themes for shoppers (spec §2 function/theme-info); no login needed. */
export const THEME_INFO_ROUTES = [themeIndexRoute, themeDetailInfoRoute] as const;
