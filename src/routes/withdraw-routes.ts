import { createRoute } from '@tanstack/react-router';
import { authLayout } from './auth-layout';
import { lazyScreen } from './lazy-screen';
import { PATHS } from './paths';
import { validateFinanceSearch, withdrawIdSearch, withdrawStatusSearch } from './search-params';

const usersBankRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.usersBank })
  .lazy(lazyScreen(() => import('./pages/user_center/wallet/users_bank').then((m) => m.Route)));
const addBankRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.addBank })
  .lazy(lazyScreen(() => import('./pages/user_center/wallet/add_bank').then((m) => m.Route)));
const selectBankRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.selectBank })
  .lazy(lazyScreen(() => import('./pages/user_center/wallet/select_bank').then((m) => m.Route)));
const authenUserInfoRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.authenUserInfo })
  .lazy(lazyScreen(() => import('./pages/user_center/center/authen_user_info').then((m) => m.Route)));
const withdrawApplyRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.withdrawApply })
  .lazy(lazyScreen(() => import('./pages/main/withdraw-balance-aplay/withdraw-balance-aplay').then((m) => m.Route)));
const withdrawLogRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.withdrawLog, validateSearch: withdrawStatusSearch })
  .lazy(lazyScreen(() => import('./pages/user_center/wallet/withdraw_log').then((m) => m.Route)));
const withdrawLogDetailsRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.withdrawLogDetails, validateSearch: withdrawIdSearch })
  .lazy(lazyScreen(() => import('./pages/user_center/wallet/withdraw_log_details').then((m) => m.Route)));
const beRefusedRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.beRefused, validateSearch: withdrawIdSearch })
  .lazy(lazyScreen(() => import('./pages/user_center/wallet/be_refused').then((m) => m.Route)));
const walletComplainRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.walletComplain, validateSearch: withdrawIdSearch })
  .lazy(lazyScreen(() => import('./pages/user_center/wallet/wallet_complain').then((m) => m.Route)));
const shopsWalletRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.shopsWallet })
  .lazy(lazyScreen(() => import('./pages/user_center/shops/shops_wallet').then((m) => m.Route)));
const shopsWithdrawRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.shopsWithdraw })
  .lazy(lazyScreen(() => import('./pages/user_center/shops/shops_withdraw').then((m) => m.Route)));
const companyFinanceRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.companyFinance, validateSearch: validateFinanceSearch })
  .lazy(lazyScreen(() => import('./pages/company_manage/manage_fun/finance').then((m) => m.Route)));

/** Issue 11 screens; all need a login (registered under the auth layout). Money and identity actions need the network. */
export const WITHDRAW_AUTH_ROUTES = [
  usersBankRoute, addBankRoute, selectBankRoute, authenUserInfoRoute, withdrawApplyRoute, withdrawLogRoute,
  withdrawLogDetailsRoute, beRefusedRoute, walletComplainRoute, shopsWalletRoute, shopsWithdrawRoute, companyFinanceRoute,
] as const;
