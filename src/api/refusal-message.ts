import { MESSAGES } from '../domain/messages';
import { ApiError } from './api-error';

/**
 * What a screen says about a failed call (spec §8): non-200 → 服务器开小差了~; no answer → 获取失败，请稍候重试; a refusal
 * → the host's msg. A refusal because the login is over (4010/4012, or 4105 with the reason) says nothing here: the
 * one login-lost handler (main.tsx) says it once, as the reason's alert or the login-focus page, and every call
 * refused after that would only stack 请先登录 on it (issue 33.9).
 */
export function refusalMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return MESSAGES.serverError;
  if (error.kind === 'login') return null;
  return error.kind === 'http' ? MESSAGES.serverError : error.message;
}
