import { createRoute } from '@tanstack/react-router';
import { authLayout } from './auth-layout';
import { lazyScreen } from './lazy-screen';
import { PATHS } from './paths';
import { amountSearch } from './search-params';

const walletRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.wallet })
  .lazy(lazyScreen(() => import('./pages/user_center/wallet/wallet').then((m) => m.Route)));
const walletDetailsRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.walletDetails })
  .lazy(lazyScreen(() => import('./pages/user_center/wallet/wallet_details').then((m) => m.Route)));
const shelfTicketWalletRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.shelfTicketWallet })
  .lazy(lazyScreen(() => import('./pages/user_center/wallet/shelf_ticket_wallet').then((m) => m.Route)));
const shelfTicketWalletDetailsRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.shelfTicketWalletDetails })
  .lazy(lazyScreen(() => import('./pages/user_center/wallet/shelf_ticket_wallet_details').then((m) => m.Route)));
const circulateTicketWalletRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.circulateTicketWallet })
  .lazy(lazyScreen(() => import('./pages/user_center/wallet/circulate_ticket_wallet').then((m) => m.Route)));
const circulateTicketWalletDetailsRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.circulateTicketWalletDetails })
  .lazy(lazyScreen(() => import('./pages/user_center/wallet/circulate_ticket_wallet_details').then((m) => m.Route)));
const datWalletRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.datWallet })
  .lazy(lazyScreen(() => import('./pages/user_center/wallet/dat_wallet').then((m) => m.Route)));
const datWalletDetailsRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.datWalletDetails })
  .lazy(lazyScreen(() => import('./pages/user_center/wallet/dat_wallet_details').then((m) => m.Route)));
const dtapWalletRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.dtapWallet })
  .lazy(lazyScreen(() => import('./pages/user_center/wallet/dtap_wallet').then((m) => m.Route)));
const dtapWalletDetailsRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.dtapWalletDetails })
  .lazy(lazyScreen(() => import('./pages/user_center/wallet/dtap_wallet_details').then((m) => m.Route)));
const integralWalletRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.integralWallet })
  .lazy(lazyScreen(() => import('./pages/user_center/wallet/integral_wallet').then((m) => m.Route)));
const integralWalletDetailsRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.integralWalletDetails })
  .lazy(lazyScreen(() => import('./pages/user_center/wallet/integral_wallet_details').then((m) => m.Route)));
const startokenWalletRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.startokenWallet })
  .lazy(lazyScreen(() => import('./pages/user_center/wallet/startoken_wallet').then((m) => m.Route)));
const startokenWalletDetailsRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.startokenWalletDetails })
  .lazy(lazyScreen(() => import('./pages/user_center/wallet/startoken_wallet_details').then((m) => m.Route)));
const fullUpRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.fullUp })
  .lazy(lazyScreen(() => import('./pages/user_center/wallet/full_up').then((m) => m.Route)));
const fullOpenRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.fullOpen, validateSearch: amountSearch })
  .lazy(lazyScreen(() => import('./pages/user_center/wallet/full_open').then((m) => m.Route)));
const transformBalancePayRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.transformBalancePay })
  .lazy(lazyScreen(() => import('./pages/main/transform-balance-pay/transform-balance-pay').then((m) => m.Route)));
const transformDtapPayRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.transformDtapPay })
  .lazy(lazyScreen(() => import('./pages/main/transform-dtap-pay/transform-dtap-pay').then((m) => m.Route)));
const shelfUptoPayRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.shelfUptoPay })
  .lazy(lazyScreen(() => import('./pages/main/shelf-upto-pay/shelf-upto-pay').then((m) => m.Route)));
const circulateUptoPayRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.circulateUptoPay })
  .lazy(lazyScreen(() => import('./pages/main/circulate-upto-pay/circulate-upto-pay').then((m) => m.Route)));
const startokenUptoPayRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.startokenUptoPay })
  .lazy(lazyScreen(() => import('./pages/user_center/wallet/startoken-upto-pay').then((m) => m.Route)));
const startokenBalanceAplayRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.startokenBalanceAplay })
  .lazy(lazyScreen(() => import('./pages/user_center/wallet/startoken-balance-aplay').then((m) => m.Route)));
const integralExchangeGoodsRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.integralExchangeGoods })
  .lazy(lazyScreen(() => import('./pages/user_center/integral_exchange_goods/goods-index').then((m) => m.Route)));

/** Issue 11: the user's wallets, their details, the conversion counters, top-up and the points goods; all need a login. */
export const WALLET_AUTH_ROUTES = [
  walletRoute, walletDetailsRoute, shelfTicketWalletRoute, shelfTicketWalletDetailsRoute, circulateTicketWalletRoute,
  circulateTicketWalletDetailsRoute, datWalletRoute, datWalletDetailsRoute, dtapWalletRoute, dtapWalletDetailsRoute,
  integralWalletRoute, integralWalletDetailsRoute, startokenWalletRoute, startokenWalletDetailsRoute, fullUpRoute,
  fullOpenRoute, transformBalancePayRoute, transformDtapPayRoute, shelfUptoPayRoute, circulateUptoPayRoute,
  startokenUptoPayRoute, startokenBalanceAplayRoute, integralExchangeGoodsRoute,
] as const;
