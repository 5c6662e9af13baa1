import { createRootRouteWithContext, Outlet, useLocation, useNavigate } from '@tanstack/react-router';
import { ErrorBlock, Button } from 'antd-mobile';
import { DownloadAppBanner } from '../pwa/download-banner';
import { UpdatePrompt } from '../pwa/update-prompt';
import { SyncStatusBar } from '../ui/components/sync-status-bar';
import { TabBar, tabIndexOf } from '../ui/components/tab-bar';
import { useOnline } from '../ui/hooks/use-online';
import { useSyncStatus } from '../ui/hooks/use-sync-status';
import { TEXTS } from '../ui/texts';
import type { AppContext } from './context';

function RootLayout() {
  const { sync } = rootRoute.useRouteContext();
  const status = useSyncStatus(sync);
  const online = useOnline();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const onTab = tabIndexOf(pathname) >= 0;
  return (
    <div className={onTab ? 'app app--with-tabs' : 'app'}>
      <SyncStatusBar status={status} online={online} onDismiss={(id) => void sync.dismissRejected(id)} />
      <main className="app__main"><Outlet /></main>
      {onTab && <DownloadAppBanner />}
      {onTab && <TabBar pathname={pathname} onSelect={(to) => void navigate({ to })} />}
      <UpdatePrompt />
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

function RouteError({ error }: { error: unknown }) {
  return (
    <ErrorBlock status="default" title={TEXTS.common.errorTitle} description={error instanceof Error ? error.message : ''}>
      <Button color="primary" onClick={() => location.reload()}>{TEXTS.common.retry}</Button>
    </ErrorBlock>
  );
}

export const rootRoute = createRootRouteWithContext<AppContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
  errorComponent: RouteError,
});
