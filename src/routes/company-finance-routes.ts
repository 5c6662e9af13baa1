import { createRoute } from '@tanstack/react-router';
import { authLayout } from './auth-layout';
import { lazyScreen } from './lazy-screen';
import { PATHS } from './paths';
import { companyShopSearch } from './search-params';

const companyGoodsRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.companyGoods, validateSearch: companyShopSearch })
  .lazy(lazyScreen(() => import('./pages/company_manage/manage_fun/goods').then((m) => m.Route)));
const financeScaleRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.financeScale })
  .lazy(lazyScreen(() => import('./pages/company_manage/manage_fun/finance_scale').then((m) => m.Route)));
const companyRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.company })
  .lazy(lazyScreen(() => import('./pages/company_manage/manage_fun/company/company').then((m) => m.Route)));
const companyFinanceScaleRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.companyFinanceScale })
  .lazy(lazyScreen(() => import('./pages/company_manage/manage_fun/company/company_finance_scale').then((m) => m.Route)));
const companyEditRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.companyEdit })
  .lazy(lazyScreen(() => import('./pages/company_manage/manage_fun/company/company_edit').then((m) => m.Route)));
const companyInfoRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.companyInfo })
  .lazy(lazyScreen(() => import('./pages/company_manage/manage_fun/company/company_info').then((m) => m.Route)));
const shopFinanceScaleRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.shopFinanceScale, validateSearch: companyShopSearch })
  .lazy(lazyScreen(() => import('./pages/company_manage/manage_fun/shop/shop_finance_scale').then((m) => m.Route)));
const companyActionLogRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.companyActionLog })
  .lazy(lazyScreen(() => import('./pages/company_manage/manage_fun/action_log').then((m) => m.Route)));

/** Issue 14: the platform's goods, shares and company details (the finance screen is in withdraw-routes.ts). */
export const COMPANY_FINANCE_AUTH_ROUTES = [
  companyGoodsRoute, financeScaleRoute, companyRoute, companyFinanceScaleRoute, companyEditRoute, companyInfoRoute, shopFinanceScaleRoute,
  companyActionLogRoute,
] as const;
