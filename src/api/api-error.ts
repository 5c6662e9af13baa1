import { CODES, endsLogin } from '../contract/codes';
import { MESSAGES } from '../domain/messages';

/**
 * Every failed call becomes one ApiError:
 * - business: the host answered with a non-success code (msg is the host's);
 * - login: 4010/4012 or 4105 (account banned or deleted), the stored login must be cleared;
 * - http: a non-200 status (服务器开小差了~);
 * - network: no answer at all (offline, timeout, connection cut).
 */
export type ApiErrorKind = 'business' | 'login' | 'http' | 'network';

export class ApiError extends Error {
  constructor(readonly kind: ApiErrorKind, readonly code: number, message: string) {
    super(message);
    this.name = 'ApiError';
  }

  /** Worth retrying later: the host did not decide anything. */
  get isTransient(): boolean {
    return this.kind === 'http' || this.kind === 'network';
  }

  static fromCode(code: number, msg: string): ApiError {
    return new ApiError(endsLogin(code) ? 'login' : 'business', code, msg);
  }

  static http(status: number): ApiError {
    return new ApiError('http', status, MESSAGES.serverError);
  }

  static network(): ApiError {
    return new ApiError('network', CODES.serverError, MESSAGES.fetchFailed);
  }
}
