import { createRoute } from '@tanstack/react-router';
import { authLayout } from './auth-layout';
import { lazyScreen } from './lazy-screen';
import { PATHS } from './paths';
import { rootRoute } from './root';

/** open-location's place: every value is text; the screen checks the coordinates. */
function placeSearch(search: Record<string, unknown>): { name?: string; address?: string; latitude?: string; longitude?: string } {
  const read = (key: string) => (search[key] === undefined ? undefined : String(search[key]));
  return { name: read('name'), address: read('address'), latitude: read('latitude'), longitude: read('longitude') };
}

const chooseLocationRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.chooseLocation })
  .lazy(lazyScreen(() => import('./pages/location/choose-location').then((m) => m.Route)));
const openLocationRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.openLocation, validateSearch: placeSearch })
  .lazy(lazyScreen(() => import('./pages/location/open-location').then((m) => m.Route)));
const userInfoEditRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.userInfoEdit })
  .lazy(lazyScreen(() => import('./pages/user_center/center/user_info_edit').then((m) => m.Route)));
const changeWechatpayImgRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.changeWechatpayImg })
  .lazy(lazyScreen(() => import('./pages/user_center/settings/change_wechatpay_img').then((m) => m.Route)));
const changeAlipayImgRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.changeAlipayImg })
  .lazy(lazyScreen(() => import('./pages/user_center/settings/change_alipay_img').then((m) => m.Route)));

/** Issue 15: the system location pickers, open to anyone. */
export const PROFILE_ROUTES = [chooseLocationRoute, openLocationRoute] as const;
/** Issue 15: editing the profile and the payee images. */
export const PROFILE_AUTH_ROUTES = [userInfoEditRoute, changeWechatpayImgRoute, changeAlipayImgRoute] as const;
