import { createRoute, useNavigate } from '@tanstack/react-router';
import { NavBar } from 'antd-mobile';
import { rootRoute } from '../../../root';
import { PATHS } from '../../../paths';
import { TEXTS } from '../../../../ui/texts';
import { LoginForm } from './login-form';
import { validateLoginSearch } from './login';

/** The forced-login page (spec §2/§8): where 4010/4012 lands; no way back but home. */
function LoginFocusScreen() {
  const { api, session } = loginFocusRoute.useRouteContext();
  const { redirect } = loginFocusRoute.useSearch();
  const navigate = useNavigate();
  return (
    <div className="page">
      <NavBar backIcon={false} right={<a href="#/">{TEXTS.tabs.home}</a>}>{TEXTS.login.focusTitle}</NavBar>
      <h1 className="login-brand">{TEXTS.appName}</h1>
      <LoginForm
        api={api}
        onLoggedIn={(response) => {
          session.login(response);
          void navigate({ href: redirect ?? PATHS.home, replace: true });
        }}
      />
    </div>
  );
}

export const loginFocusRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: PATHS.loginFocus,
  validateSearch: validateLoginSearch,
  component: LoginFocusScreen,
});
