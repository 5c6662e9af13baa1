import type { BrowserContext } from 'playwright-core';

const OFFLINE_COOKIE = 'e2e-offline';

/**
 * Debian's Chromium 150 (the apt package of 2026-11-24; CI installs whatever apt has): a document the service worker
 * serves while the context is offline reports navigator.onLine true, though its requests fail. A phone that is offline
 * says false, and the app's screens read it (充值 is disabled offline), so the context marks itself offline in a cookie
 * that every document reads from its first line. A document that was told so is sent `online` when the context is
 * back online (Chromium, which thought it online all along, sends nothing).
 */
export async function keepOnLineTrueToTheEmulation(context: BrowserContext, origin: string): Promise<void> {
  await context.addInitScript((cookie) => {
    const native = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine')!;
    const markedOffline = () => {
      try {
        return document.cookie.split('; ').includes(`${cookie}=1`);
      } catch {
        return false; // about:blank and other documents without cookies
      }
    };
    (window as { e2eLoadedOfflineAsOnline?: boolean }).e2eLoadedOfflineAsOnline = markedOffline() && native.get!.call(navigator) === true;
    Object.defineProperty(Navigator.prototype, 'onLine', {
      configurable: true,
      get(this: Navigator) { return markedOffline() ? false : (native.get!.call(this) as boolean); },
    });
  }, OFFLINE_COOKIE);
  const setOffline = context.setOffline.bind(context);
  context.setOffline = async (offline: boolean) => {
    if (offline) await context.addCookies([{ name: OFFLINE_COOKIE, value: '1', url: origin }]);
    else await context.clearCookies({ name: OFFLINE_COOKIE });
    await setOffline(offline);
    if (offline) return;
    for (const page of context.pages()) {
      await page.evaluate(() => {
        const state = window as { e2eLoadedOfflineAsOnline?: boolean };
        if (!state.e2eLoadedOfflineAsOnline) return;
        state.e2eLoadedOfflineAsOnline = false;
        dispatchEvent(new Event('online'));
      }).catch(() => undefined);
    }
  };
}
