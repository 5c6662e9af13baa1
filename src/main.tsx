import './contract/browser-zod';
import './pwa/install-prompt';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { ConfigProvider } from 'antd-mobile';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import type { ApiClient } from './api/client';
import { createSessionStore, toEngineSession } from './api/session-store';
import { MESSAGES } from './domain/messages';
import { CODES } from './contract/codes';
import { createAppRouter } from './routes/router';
import { loadAllRoutes, opensAtHome } from './routes/all-routes';
import { PATHS } from './routes/paths';
import { confirmDialog, reloadAlert, systemAlert } from './ui/feedback';
import { createDeferredHandle } from './workers/deferred-handle';
import { withStatusMemory } from './workers/status-memory';
import { forgetFirstPaint, handOverFirstPaint } from './pwa/first-paint';
import { watchStoreLoss } from './pwa/store-loss';
import './ui/theme.css';

const session = createSessionStore(localStorage, Date.now, window);
// The worker's handle (comlink) is a chunk of its own, fetched first thing: the home paints from its saved copy meanwhile.
const worker = import('./workers/sync-handle').then(({ startSyncWorker }) => startSyncWorker(toEngineSession(session.get(), Date.now())));
const sync = withStatusMemory(createDeferredHandle(worker), localStorage);
// RELIABILITY 11: ask that the queue and the catalogue are not evicted under storage pressure.
void navigator.storage?.persist?.().catch(() => false);

// A page whose local store is gone (or never opened) cannot read or queue anything: the user is told and the app
// starts again; after a wipe the sync bar then says how many queued changes were lost (status memory).
let restarting = false;
function restartBecause(message: string): void {
  if (restarting) return;
  restarting = true;
  void reloadAlert(message);
}
worker.catch(() => restartBecause(MESSAGES.storeUnavailable));
watchStoreLoss(() => restartBecause(MESSAGES.storeWipedReload));
/** Work started here with no one to tell: a failure shows in the sync bar or in the restart above. */
const inBackground = (work: Promise<unknown>) => void work.catch(() => undefined);

function onLoginLost(reason?: string): void {
  // spec §8: 4010/4012 clear the stored login and open the login-focus page; a closed account (4105) says why.
  // A refusal of a login this phone no longer holds (the user logged out, or another refusal came first) has nothing
  // to clear: it must not send a user who has just logged out to 请先登录, nor say the reason twice.
  if (!session.isLoggedIn()) return;
  session.logout();
  void router.navigate({ to: PATHS.loginFocus, search: {} });
  if (reason) void systemAlert(reason);
}

// The page calls the hosts itself only to log in and out (everything else goes through the sync worker),
// so the client and ky load with the first such call, not with the page.
let client: Promise<ApiClient> | undefined;
const api: ApiClient = {
  call(call, input, options) {
    client ??= import('./api/client').then(({ createApiClient }) => createApiClient({
      origin: location.origin,
      getCredentials: () => ({ userToken: session.get().userToken, shopToken: session.get().shopToken }),
      onLoginLost: (error) => onLoginLost(error.code === CODES.accountClosed ? error.message : undefined),
    }), (error: unknown) => {
      client = undefined;
      throw error;
    });
    return client.then((loaded) => loaded.call(call, input, options));
  },
};

const router = createAppRouter({
  sync,
  session,
  api,
  askLogin: () => confirmDialog(MESSAGES.loginRequired),
  previousHref: () => router.state.resolvedLocation?.href,
});

inBackground(sync.onLoginLost(onLoginLost));
let signedInAs = session.get().userId;
session.subscribe(() => {
  // The painted home may hold what one login saw (a cart badge): another login starts without it.
  if (session.get().userId !== signedInAs) forgetFirstPaint();
  signedInAs = session.get().userId;
  inBackground(sync.setSession(toEngineSession(session.get(), Date.now())));
  if (session.isLoggedIn()) inBackground(sync.refresh({ kind: 'cart' }));
});
const launchUrl = new URL(location.href);
// Only an app launched with a token logs in from its address (spec §7 token login); others never load that call.
if (launchUrl.searchParams.has('usersToken')) {
  void import('./api/launch-login').then(({ loginFromLaunch }) =>
    loginFromLaunch(launchUrl, api, session, (url) => history.replaceState(history.state, '', url)));
}
inBackground(sync.refresh({ kind: 'catalogue' }));
// Reconnecting starts replay at once, not after the backoff (issue 10.4).
window.addEventListener('online', () => {
  inBackground(sync.setOnline(true));
  inBackground(sync.refresh({ kind: 'catalogue' }));
});
window.addEventListener('offline', () => inBackground(sync.setOnline(false)));

// The home renders with the first chunk's routes; an app opened at another screen waits for the other route tables.
const allRoutes = loadAllRoutes(router);
const root = document.getElementById('root')!;
handOverFirstPaint(root);
const render = () => createRoot(root).render(
  <StrictMode>
    <ConfigProvider locale={zhCN}>
      <RouterProvider router={router} />
    </ConfigProvider>
  </StrictMode>,
);
if (opensAtHome(router)) {
  render();
  inBackground(allRoutes);
} else {
  void allRoutes.then(render, render);
}
