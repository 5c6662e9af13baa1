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
import { PATHS } from './routes/paths';
import { confirmDialog, systemAlert } from './ui/feedback';
import { createDeferredHandle } from './workers/deferred-handle';
import { startSyncWorker } from './workers/sync-handle';
import { withStatusMemory } from './workers/status-memory';
import { forgetFirstPaint, handOverFirstPaint } from './pwa/first-paint';
import './ui/theme.css';

const session = createSessionStore(localStorage, Date.now, window);
const sync = withStatusMemory(createDeferredHandle(startSyncWorker(toEngineSession(session.get(), Date.now()))), localStorage);
// RELIABILITY 11: ask that the queue and the catalogue are not evicted under storage pressure.
void navigator.storage?.persist?.().catch(() => false);

function onLoginLost(reason?: string): void {
  // spec §8: 4010/4012 clear the stored login and open the login-focus page; a closed account (4105) says why.
  const wasLoggedIn = session.isLoggedIn();
  session.logout();
  void router.navigate({ to: PATHS.loginFocus, search: {} });
  // The page and the sync worker may both meet the refusal: the reason is said once.
  if (reason && wasLoggedIn) void systemAlert(reason);
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

void sync.onLoginLost(onLoginLost);
let signedInAs = session.get().userId;
session.subscribe(() => {
  // The painted home may hold what one login saw (a cart badge): another login starts without it.
  if (session.get().userId !== signedInAs) forgetFirstPaint();
  signedInAs = session.get().userId;
  void sync.setSession(toEngineSession(session.get(), Date.now()));
  if (session.isLoggedIn()) void sync.refresh({ kind: 'cart' });
});
const launchUrl = new URL(location.href);
// Only an app launched with a token logs in from its address (spec §7 token login); others never load that call.
if (launchUrl.searchParams.has('usersToken')) {
  void import('./api/launch-login').then(({ loginFromLaunch }) =>
    loginFromLaunch(launchUrl, api, session, (url) => history.replaceState(history.state, '', url)));
}
void sync.refresh({ kind: 'catalogue' });
// Reconnecting starts replay at once, not after the backoff (issue 10.4).
window.addEventListener('online', () => {
  void sync.setOnline(true);
  void sync.refresh({ kind: 'catalogue' });
});
window.addEventListener('offline', () => void sync.setOnline(false));

const root = document.getElementById('root')!;
handOverFirstPaint(root);
createRoot(root).render(
  <StrictMode>
    <ConfigProvider locale={zhCN}>
      <RouterProvider router={router} />
    </ConfigProvider>
  </StrictMode>,
);
