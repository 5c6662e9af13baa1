import { createRoute } from '@tanstack/react-router';
import { authLayout } from './auth-layout';
import { lazyScreen } from './lazy-screen';
import { PATHS } from './paths';
import { rootRoute } from './root';
import { companyListSearch } from './search-params';

/** ?articleId=…&audience=shop (the help center it was opened from; the shopper's by default). */
const articleSearch = (s: Record<string, unknown>) => ({ articleId: String(s.articleId ?? ''), audience: s.audience === 'shop' ? 'shop' as const : 'user' as const });

const helpCenterRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.helpCenter })
  .lazy(lazyScreen(() => import('./pages/user_center/center/help_center').then((m) => m.Route)));
const ufcHelpCenterRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.ufcHelpCenter })
  .lazy(lazyScreen(() => import('./pages/user_center/center/ufc_help_center').then((m) => m.Route)));
const helpArticleRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.helpArticle, validateSearch: articleSearch })
  .lazy(lazyScreen(() => import('./pages/user_center/center/help_article').then((m) => m.Route)));
const feedbackRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.feedback })
  .lazy(lazyScreen(() => import('./pages/user_center/feedback/feedback').then((m) => m.Route)));
const feedbackFormRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.feedbackForm })
  .lazy(lazyScreen(() => import('./pages/user_center/feedback/feedback_form').then((m) => m.Route)));
const companyFeedbackRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.companyFeedback, validateSearch: companyListSearch })
  .lazy(lazyScreen(() => import('./pages/company_manage/manage_fun/feedback').then((m) => m.Route)));

/** Issue 15: the help centers and their articles, open to anyone (and offline once seen). */
export const HELP_ROUTES = [helpCenterRoute, ufcHelpCenterRoute, helpArticleRoute] as const;

/** Issue 15: the user's feedback and the administrator's answers. */
export const HELP_AUTH_ROUTES = [feedbackRoute, feedbackFormRoute, companyFeedbackRoute] as const;
