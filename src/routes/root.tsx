import { useEffect } from 'react';
import { createRootRouteWithContext, Outlet, useLocation, useNavigate, useRouter } from '@tanstack/react-router';
import { Button } from 'antd-mobile';
import { DownloadAppBanner } from '../pwa/download-banner';
import { ErrorBlock } from '../ui/components/error-block';
import { UpdatePrompt } from '../pwa/update-prompt';
import { SyncStatusBar } from '../ui/components/sync-status-bar';
import { TabBar, tabIndexOf } from '../ui/components/tab-bar';
import { useOnline } from '../ui/hooks/use-online';
import { useSyncStatus } from '../ui/hooks/use-sync-status';
import { useSession } from '../ui/hooks/use-session';
import { NoticeToasts } from '../ui/components/notice-toasts';
import { TEXTS } from '../ui/texts';
import type { AppContext } from './context';
import { ChunkLoadError, warmScreensUntilControlled } from './lazy-screen';
import { PATHS } from './paths';

/** Screens that show a notice topic as it arrives, so its toast would only cover them. */
const QUIET_NOTICES: Record<string, string> = {
  [PATHS.questionInfo]: 'service', [PATHS.shopServiceInbox]: 'service', [PATHS.companyServiceInbox]: 'service',
};

function RootLayout() {
  const { sync, session: sessionStore } = rootRoute.useRouteContext();
  const status = useSyncStatus(sync);
  const { userId, hostClockOffset } = useSession(sessionStore);
  const online = useOnline();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const router = useRouter();
  const onTab = tabIndexOf(pathname) >= 0;
  useEffect(() => warmScreensUntilControlled(router), [router]);
  return (
    <div className={onTab ? 'app app--with-tabs' : 'app'}>
      <SyncStatusBar status={status} online={online} onDismiss={(id) => void sync.dismissRejected(id)} />
      <main className="app__main"><Outlet /></main>
      {onTab && <DownloadAppBanner />}
      {onTab && <TabBar pathname={pathname} onSelect={(to) => void navigate({ to })} />}
      <UpdatePrompt />
      {userId && <NoticeToasts key={userId} sync={sync} userId={userId} hostClockOffset={hostClockOffset} quietFor={QUIET_NOTICES[pathname] ?? null} />}
    </div>
  );
}

function navigateHome(): void {
  location.hash = '#/';
}

function NotFound() {
  return (
    <ErrorBlock status="empty" title={TEXTS.common.notFoundTitle} description="">
      <Button color="primary" onClick={() => void navigateHome()}>{TEXTS.tabs.home}</Button>
    </ErrorBlock>
  );
}

/** Also every screen's error component (the router's default), and what a screen whose chunk failed to load shows. */
export function RouteError({ error }: { error: unknown }) {
  const chunkFailed = error instanceof ChunkLoadError;
  const title = chunkFailed ? TEXTS.common.loadErrorTitle : TEXTS.common.errorTitle;
  const description = chunkFailed ? TEXTS.common.loadErrorDescription : error instanceof Error ? error.message : '';
  return (
    <ErrorBlock status="default" title={title} description={description}>
      <Button color="primary" onClick={() => location.reload()}>{TEXTS.common.retry}</Button>
    </ErrorBlock>
  );
}

export const rootRoute = createRootRouteWithContext<AppContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
  errorComponent: RouteError,
});
