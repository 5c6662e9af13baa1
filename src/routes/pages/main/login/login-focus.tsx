import { createLazyRoute } from '@tanstack/react-router';
import { NavBar } from 'antd-mobile';
import { PATHS } from '../../../paths';
import { TEXTS } from '../../../../ui/texts';
import { LoginPage } from './login-page';

/** The forced-login page (spec §2/§8): where 4010/4012 lands; no way back but home. */
function LoginFocusScreen() {
  const search = Route.useSearch();
  const nav = <NavBar backIcon={false} right={<a href="#/">{TEXTS.tabs.home}</a>}>{TEXTS.login.focusTitle}</NavBar>;
  return <LoginPage nav={nav} redirect={search.redirect} fallback={PATHS.home} />;
}

export const Route = createLazyRoute(PATHS.loginFocus)({ component: LoginFocusScreen });
