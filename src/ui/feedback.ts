import { refusalMessage } from '../api/refusal-message';
import { withDelayedLoading } from '../api/loading';
import { LOADING_OVERLAY_AUTO_HIDE_MS, TOAST_DURATION_MS } from '../domain/constants';
import { MESSAGES } from '../domain/messages';
import { TEXTS } from './texts';

// Loaded when first shown (it is not needed to paint a screen). Every caller chains on this one promise, so
// overlays still open and close in the order they were asked for.
let overlays: Promise<typeof import('./overlays')> | undefined;
function loadOverlays(): Promise<typeof import('./overlays')> {
  overlays ??= import('./overlays').catch((error: unknown) => {
    overlays = undefined;
    throw error;
  });
  return overlays;
}

// antd-mobile keeps one toast on screen: a newer toast replaces the loading one, and Toast.clear() closes whichever
// is showing. Counting the toasts shown lets the loading indicator close only itself: a call that took over 800 ms and
// said 手机号已更换 before it ended must not have that message wiped by its own loading indicator going away.
let toastsShown = 0;

export function toast(content: string): void {
  void loadOverlays().then(({ Toast }) => {
    toastsShown += 1;
    Toast.show({ content, duration: TOAST_DURATION_MS });
  });
}

/** spec §8 (api/refusal-message.ts): a refusal because the login is over is said by the login-lost handler, not here. */
export function showError(error: unknown): void {
  const message = refusalMessage(error);
  if (message !== null) toast(message);
}

/** A confirm dialog; `texts` replaces the title and button texts where given. */
export async function confirmDialog(content: string, texts: { title?: string; confirmText?: string; cancelText?: string } = {}): Promise<boolean> {
  const { Dialog } = await loadOverlays();
  return Dialog.confirm({ confirmText: TEXTS.common.confirm, cancelText: TEXTS.common.cancel, ...texts, content });
}

/** An alert with one button (确定 unless `confirmText` says otherwise). */
export async function alertDialog(title: string, content: string, confirmText: string = TEXTS.common.confirm): Promise<void> {
  const { Dialog } = await loadOverlays();
  return Dialog.alert({ title, content, confirmText });
}

/** spec §8 System alert: title 系统提示, no cancel button. */
export function systemAlert(content: string): Promise<void> {
  return alertDialog(MESSAGES.systemTitle, content);
}

/** A system alert whose one button (重新加载) starts the app again: for a page that cannot go on as it is. */
export async function reloadAlert(content: string): Promise<void> {
  await alertDialog(MESSAGES.systemTitle, content, TEXTS.common.reload);
  location.reload();
}

/** The loading indicator shows only after 800 ms and hides itself after 5 s (spec §4, §9). */
export function withLoading<T>(work: Promise<T>): Promise<T> {
  let loadingToast = -1;
  return withDelayedLoading(work, {
    show: () => void loadOverlays().then(({ Toast }) => {
      loadingToast = toastsShown += 1;
      Toast.show({ icon: 'loading', content: TEXTS.common.loading, duration: LOADING_OVERLAY_AUTO_HIDE_MS });
    }),
    hide: () => void loadOverlays().then(({ Toast }) => {
      if (toastsShown === loadingToast) Toast.clear();
    }),
  });
}
