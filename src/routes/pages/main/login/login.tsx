import { createRoute, redirect, useNavigate } from '@tanstack/react-router';
import { NavBar } from 'antd-mobile';
import { rootRoute } from '../../../root';
import { PATHS } from '../../../paths';
import { TEXTS } from '../../../../ui/texts';
import { LoginForm } from './login-form';

export interface LoginSearch {
  redirect?: string;
}

export function validateLoginSearch(search: Record<string, unknown>): LoginSearch {
  return typeof search.redirect === 'string' && search.redirect.startsWith('/') ? { redirect: search.redirect } : {};
}

function LoginScreen() {
  const { api, session } = loginRoute.useRouteContext();
  const { redirect } = loginRoute.useSearch();
  const navigate = useNavigate();
  return (
    <div className="page">
      <NavBar onBack={() => history.back()}>{TEXTS.login.title}</NavBar>
      <h1 className="login-brand">{TEXTS.appName}</h1>
      <LoginForm
        api={api}
        onLoggedIn={(response) => {
          session.login(response);
          void navigate({ href: redirect ?? PATHS.mine, replace: true });
        }}
      />
    </div>
  );
}

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: PATHS.login,
  validateSearch: validateLoginSearch,
  component: LoginScreen,
});

/** spec §2: the login path is pages/passport/login in one helper; both lead here. */
export const passportLoginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: PATHS.passportLogin,
  validateSearch: validateLoginSearch,
  beforeLoad: ({ search }) => {
    throw redirect({ to: PATHS.login, search: search.redirect ? { redirect: search.redirect } : {} });
  },
});
