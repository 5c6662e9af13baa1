import { createRoute, redirect } from '@tanstack/react-router';
import { NavBar } from 'antd-mobile';
import { rootRoute } from '../../../root';
import { PATHS } from '../../../paths';
import { TEXTS } from '../../../../ui/texts';
import { LoginPage, validateLoginSearch } from './login-page';

function LoginScreen() {
  const search = loginRoute.useSearch();
  return <LoginPage nav={<NavBar onBack={() => history.back()}>{TEXTS.login.title}</NavBar>} redirect={search.redirect} fallback={PATHS.mine} />;
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
