import { lazy, Suspense, useEffect, useState } from 'react';
import { createRootRouteWithContext, Outlet, useLocation, useNavigate } from '@tanstack/react-router';
import { DownloadAppBanner } from '../pwa/download-banner';
import { SyncStatusBar } from '../ui/components/sync-status-bar';
import { TabBar, tabIndexOf } from '../ui/components/tab-bar';
import { useOnline } from '../ui/hooks/use-online';
import { useSyncStatus } from '../ui/hooks/use-sync-status';
import { useSession } from '../ui/hooks/use-session';
import { NoticeToasts } from '../ui/components/notice-toasts';
import { TEXTS } from '../ui/texts';
import { LoadingState } from '../ui/components/page-state';
import type { AppContext } from './context';
import { useAllRoutes } from './all-routes-state';
import { afterFirstContent } from './first-content';
import { PATHS } from './paths';
import { roleWallOf } from './role-wall';

/**
 * Not needed to paint the home (decision 008): the error and not-found screens (ErrorBlock's pictures, Button) and the
 * update prompt (the service worker's registration). Their chunks are fetched at start, so they show offline too; if
 * one cannot load, a plain 页面加载失败 (or no prompt) stands in rather than the layout failing.
 */
const errorScreens = import('./route-error').catch(() => null);
const PlainLoadError = () => <div className="page-state" role="alert">{TEXTS.common.loadErrorTitle}</div>;
const NotFoundScreen = lazy(async () => ({ default: (await errorScreens)?.NotFoundScreen ?? PlainLoadError }));
const RouteErrorScreen = lazy(async () => ({ default: (await errorScreens)?.RouteErrorScreen ?? PlainLoadError }));
const NoAccessScreen = lazy(async () => ({ default: (await errorScreens)?.NoAccessScreen ?? PlainLoadError }));
const updatePrompt = import('../pwa/update-prompt').catch(() => null);
const UpdatePrompt = lazy(async () => ({ default: (await updatePrompt)?.UpdatePrompt ?? (() => null) }));

/**
 * The update prompt registers the service worker, whose install precaches the whole app: it mounts once the first
 * screen has its content (decision 039), not at the page's load event, when the sync worker and the home's calls
 * still needed the network and the CPU.
 */
function useAfterFirstContent(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let current = true;
    void afterFirstContent.then(() => { if (current) setShown(true); });
    return () => { current = false; };
  }, []);
  return shown;
}

/** Screens that show a notice topic as it arrives, so its toast would only cover them. */
const QUIET_NOTICES: Record<string, string> = {
  [PATHS.questionInfo]: 'service', [PATHS.shopServiceInbox]: 'service', [PATHS.companyServiceInbox]: 'service',
};

function RootLayout() {
  const { sync, session: sessionStore } = rootRoute.useRouteContext();
  const status = useSyncStatus(sync);
  const session = useSession(sessionStore);
  const { userId, hostClockOffset } = session;
  const online = useOnline();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const onTab = tabIndexOf(pathname) >= 0;
  const registerAfterContent = useAfterFirstContent();
  const wall = roleWallOf(pathname, session);
  return (
    <div className={onTab ? 'app app--with-tabs' : 'app'}>
      <SyncStatusBar status={status} online={online} onDismiss={(id) => void sync.dismissRejected(id)} />
      <main className="app__main">
        {wall ? <Suspense fallback={null}><NoAccessScreen area={wall} signedIn={session.hasLogin} /></Suspense> : <Outlet />}
      </main>
      {onTab && <DownloadAppBanner />}
      {onTab && <TabBar pathname={pathname} onSelect={(to) => void navigate({ to })} />}
      {registerAfterContent && <Suspense fallback={null}><UpdatePrompt /></Suspense>}
      {userId && <NoticeToasts key={userId} sync={sync} userId={userId} hostClockOffset={hostClockOffset} quietFor={QUIET_NOTICES[pathname] ?? null} />}
    </div>
  );
}

/** spec: a screen not shown 800 ms after the tap shows a loading indicator until it is (also the router's pendingMs). */
export const PENDING_INDICATOR_MS = 800;

/** The loading indicator, once `afterMs` has passed (a screen that comes quickly never flashes it). */
function LateLoading({ afterMs }: { afterMs: number }) {
  const [late, setLate] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLate(true), afterMs);
    return () => clearTimeout(timer);
  }, [afterMs]);
  return late ? <LoadingState /> : null;
}

/** Before the route tables have arrived, a location they serve shows the loading indicator: it is matched again when they come. */
function NotFound() {
  const routes = useAllRoutes();
  if (routes.status === 'loading') return <LateLoading afterMs={PENDING_INDICATOR_MS} />;
  if (routes.status === 'failed') return <RouteError error={routes.error} />;
  return <Suspense fallback={null}><NotFoundScreen /></Suspense>;
}

/** Also every screen's error component (the router's default), and what a screen whose chunk failed to load shows. */
export function RouteError({ error }: { error: unknown }) {
  return <Suspense fallback={null}><RouteErrorScreen error={error} /></Suspense>;
}

export const rootRoute = createRootRouteWithContext<AppContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
  errorComponent: RouteError,
});
