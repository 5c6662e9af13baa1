import { Dialog, Toast } from 'antd-mobile';
import { ApiError } from '../api/api-error';
import { withDelayedLoading } from '../api/loading';
import { LOADING_OVERLAY_AUTO_HIDE_MS, TOAST_DURATION_MS } from '../domain/constants';
import { MESSAGES } from '../domain/messages';
import { TEXTS } from './texts';

export function toast(content: string): void {
  Toast.show({ content, duration: TOAST_DURATION_MS });
}

/** spec §8: non-200 → 服务器开小差了~; no answer → 获取失败，请稍候重试; a refusal → the host's msg. */
export function showError(error: unknown): void {
  if (error instanceof ApiError) {
    toast(error.kind === 'http' ? MESSAGES.serverError : error.message);
    return;
  }
  toast(MESSAGES.serverError);
}

export function confirmDialog(content: string): Promise<boolean> {
  return Dialog.confirm({ content, confirmText: TEXTS.common.confirm, cancelText: TEXTS.common.cancel });
}

/** spec §8 System alert: title 系统提示, no cancel button. */
export function systemAlert(content: string): Promise<void> {
  return Dialog.alert({ title: MESSAGES.systemTitle, content, confirmText: TEXTS.common.confirm });
}

/** The loading indicator shows only after 800 ms and hides itself after 5 s (spec §4, §9). */
export function withLoading<T>(work: Promise<T>): Promise<T> {
  return withDelayedLoading(work, {
    show: () => Toast.show({ icon: 'loading', content: TEXTS.common.loading, duration: LOADING_OVERLAY_AUTO_HIDE_MS }),
    hide: () => Toast.clear(),
  });
}
