import type { ReactNode } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { NoticeBar } from 'antd-mobile';
import { useSyncStatus } from '../../../../ui/hooks/use-sync-status';
import { TEXTS } from '../../../../ui/texts';
import { useAppContext } from '../../../use-app-context';
import { LoginForm } from './login-form';

/** The body both login pages share: brand, form, then back to where the user was going. */
export function LoginPage({ nav, redirect, fallback }: { nav: ReactNode; redirect: string | undefined; fallback: string }) {
  const { api, session, sync } = useAppContext();
  const { waitingForLogin } = useSyncStatus(sync);
  const navigate = useNavigate();
  return (
    <div className="page">
      {nav}
      {waitingForLogin > 0 && <NoticeBar color="info" content={TEXTS.sync.waitingForLogin(waitingForLogin)} data-testid="login-waiting" />}
      <h1 className="login-brand">{TEXTS.appName}</h1>
      <LoginForm
        api={api}
        onLoggedIn={(response) => {
          session.login(response);
          void navigate({ href: redirect ?? fallback, replace: true });
        }}
      />
    </div>
  );
}
