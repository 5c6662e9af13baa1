import { createRoute } from '@tanstack/react-router';
import { authLayout } from './auth-layout';
import { lazyScreen } from './lazy-screen';
import { PATHS } from './paths';
import { rootRoute } from './root';

/** Issue 15 screens' parameters, all optional text: each screen reads the ones it uses. */
function infoSearch(search: Record<string, unknown>): { id?: string; code?: string; version?: string; url?: string; title?: string } {
  const read = (name: string) => (search[name] === undefined ? undefined : String(search[name]));
  return { id: read('id'), code: read('code'), version: read('version'), url: read('url'), title: read('title') };
}

const upgradeRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.upgrade })
  .lazy(lazyScreen(() => import('./pages/user_center/center/upgrade').then((m) => m.Route)));
const aboutUsRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.aboutUs })
  .lazy(lazyScreen(() => import('./pages/user_center/about_us').then((m) => m.Route)));
const exRecommendationRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.exRecommendation })
  .lazy(lazyScreen(() => import('./pages/user_center/ex_recommendation').then((m) => m.Route)));
const lineServiceRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.lineService })
  .lazy(lazyScreen(() => import('./pages/user_center/line_service/line_service').then((m) => m.Route)));
const safetyCenterRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.safetyCenter })
  .lazy(lazyScreen(() => import('./pages/user_center/line_service/safety_center').then((m) => m.Route)));
const regulationRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.regulation })
  .lazy(lazyScreen(() => import('./pages/user_center/line_service/regulation').then((m) => m.Route)));
const ywlcRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.ywlc })
  .lazy(lazyScreen(() => import('./pages/user_center/line_service/ywlc').then((m) => m.Route)));
const ywlcDetailRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.ywlcDetail, validateSearch: infoSearch })
  .lazy(lazyScreen(() => import('./pages/user_center/line_service/ywlc_detail').then((m) => m.Route)));
const lineInvoicesRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.lineInvoices })
  .lazy(lazyScreen(() => import('./pages/user_center/line_service/invoices').then((m) => m.Route)));
const agreementRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.agreement, validateSearch: infoSearch })
  .lazy(lazyScreen(() => import('./pages/global/agreement').then((m) => m.Route)));
const webViewRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.webView, validateSearch: infoSearch })
  .lazy(lazyScreen(() => import('./pages/global/web-view').then((m) => m.Route)));
const appDown2Route = createRoute({ getParentRoute: () => rootRoute, path: PATHS.appDown2 })
  .lazy(lazyScreen(() => import('./pages/global/app_down2').then((m) => m.Route)));
const appDown3Route = createRoute({ getParentRoute: () => rootRoute, path: PATHS.appDown3 })
  .lazy(lazyScreen(() => import('./pages/global/app_down3').then((m) => m.Route)));
const countryCodePageRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.countryCodePage })
  .lazy(lazyScreen(() => import('./pages/global/country-code-page').then((m) => m.Route)));
const settingsRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.settings })
  .lazy(lazyScreen(() => import('./pages/user_center/center/settings').then((m) => m.Route)));
const noticeSettingsRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.noticeSettings })
  .lazy(lazyScreen(() => import('./pages/user_center/notice_settings').then((m) => m.Route)));
const memberCenterRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.memberCenter })
  .lazy(lazyScreen(() => import('./pages/user_center/member_center').then((m) => m.Route)));
const coreCultureRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.coreCulture })
  .lazy(lazyScreen(() => import('./pages/user_center/core_culture/core_culture').then((m) => m.Route)));
const coreCultureDetailRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.coreCultureDetail, validateSearch: infoSearch })
  .lazy(lazyScreen(() => import('./pages/user_center/core_culture/core_culture_detail').then((m) => m.Route)));
const coreCultureFormRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.coreCultureForm })
  .lazy(lazyScreen(() => import('./pages/user_center/core_culture/core_culture_form').then((m) => m.Route)));
const complaintRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.complaint })
  .lazy(lazyScreen(() => import('./pages/user_center/line_service/complaint').then((m) => m.Route)));
const companyComplaintsRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.companyComplaints })
  .lazy(lazyScreen(() => import('./pages/company_manage/manage_fun/complaints').then((m) => m.Route)));

/** Issue 15: settings and information pages anyone may open (the download pages, agreements, service content). */
export const SETTINGS_ROUTES = [
  upgradeRoute, aboutUsRoute, exRecommendationRoute, lineServiceRoute, safetyCenterRoute, regulationRoute, ywlcRoute, ywlcDetailRoute,
  lineInvoicesRoute, agreementRoute, webViewRoute, appDown2Route, appDown3Route, countryCodePageRoute,
] as const;

/** Issue 15: the settings hub, notice switches, member center, culture posts, complaints and the administrators' list. */
export const SETTINGS_AUTH_ROUTES = [
  settingsRoute, noticeSettingsRoute, memberCenterRoute, coreCultureRoute, coreCultureDetailRoute, coreCultureFormRoute, complaintRoute,
  companyComplaintsRoute,
] as const;
