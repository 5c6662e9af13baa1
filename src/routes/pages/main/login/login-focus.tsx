import { createRoute } from '@tanstack/react-router';
import { NavBar } from 'antd-mobile';
import { rootRoute } from '../../../root';
import { PATHS } from '../../../paths';
import { TEXTS } from '../../../../ui/texts';
import { LoginPage, validateLoginSearch } from './login-page';

/** The forced-login page (spec §2/§8): where 4010/4012 lands; no way back but home. */
function LoginFocusScreen() {
  const search = loginFocusRoute.useSearch();
  const nav = <NavBar backIcon={false} right={<a href="#/">{TEXTS.tabs.home}</a>}>{TEXTS.login.focusTitle}</NavBar>;
  return <LoginPage nav={nav} redirect={search.redirect} fallback={PATHS.home} />;
}

export const loginFocusRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: PATHS.loginFocus,
  validateSearch: validateLoginSearch,
  component: LoginFocusScreen,
});
