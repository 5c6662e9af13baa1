import { createRoute } from '@tanstack/react-router';
import { authLayout } from './auth-layout';
import { lazyScreen } from './lazy-screen';
import { PATHS } from './paths';
import { rootRoute } from './root';

/** The invitation link carries the inviter's code (`?code=`); only a plausible one is kept. */
export function validateRegisterSearch(search: Record<string, unknown>): { code?: string } {
  return typeof search.code === 'string' && /^[A-Za-z0-9]{1,32}$/.test(search.code) ? { code: search.code } : {};
}

const registerRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.register, validateSearch: validateRegisterSearch })
  .lazy(lazyScreen(() => import('./pages/main/login/register').then((m) => m.Route)));
const forgetPasswordRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.forgetPassword })
  .lazy(lazyScreen(() => import('./pages/main/login/forget_password').then((m) => m.Route)));
const accountSafeRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.accountSafe })
  .lazy(lazyScreen(() => import('./pages/user_center/settings/account-safe').then((m) => m.Route)));
const changePhoneRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.changePhone })
  .lazy(lazyScreen(() => import('./pages/user_center/settings/change_phone').then((m) => m.Route)));
const changeEmailRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.changeEmail })
  .lazy(lazyScreen(() => import('./pages/user_center/settings/change_email').then((m) => m.Route)));
const loginDevicesRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.loginDevices })
  .lazy(lazyScreen(() => import('./pages/user_center/settings/login_devices').then((m) => m.Route)));
const extensionCodeRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.extensionCode })
  .lazy(lazyScreen(() => import('./pages/user_center/extension_code').then((m) => m.Route)));
const deactivateRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.deactivate })
  .lazy(lazyScreen(() => import('./pages/iwant/ucenter/settings/deactivate/deactivate').then((m) => m.Route)));

/** Issue 15: registration and forgot password, open to visitors (under the login page's path, spec §2). */
export const ACCOUNT_ROUTES = [registerRoute, forgetPasswordRoute] as const;

/** Issue 15: account security, invitations, deactivation and sessions; all need a login. */
export const ACCOUNT_AUTH_ROUTES = [
  accountSafeRoute, changePhoneRoute, changeEmailRoute, loginDevicesRoute, extensionCodeRoute, deactivateRoute,
] as const;
