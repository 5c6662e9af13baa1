import { createLazyRoute } from '@tanstack/react-router';
import { NavBar } from 'antd-mobile';
import { PATHS } from '../../../paths';
import { TEXTS } from '../../../../ui/texts';
import { LoginPage } from './login-page';
import { goBack } from '../../../go-back';

function LoginScreen() {
  const search = Route.useSearch();
  return <LoginPage nav={<NavBar onBack={() => goBack()}>{TEXTS.login.title}</NavBar>} redirect={search.redirect} fallback={PATHS.mine} />;
}

export const Route = createLazyRoute(PATHS.login)({ component: LoginScreen });
