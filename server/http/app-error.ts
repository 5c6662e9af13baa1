import { CODES } from '../../src/contract/codes';

/** A business refusal: answered as the envelope with this code and message. */
export class AppError extends Error {
  /**
   * keepWrites: the refusal commits what the handler wrote before it (a
   * counted wrong try); otherwise the call's transaction rolls back.
   */
  constructor(readonly code: number, message: string, readonly keepWrites = false) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what: string) => new AppError(CODES.notFound, `${what}不存在`);
export const forbidden = (msg = '无权进行此操作') => new AppError(CODES.forbidden, msg);
export const badInput = (msg: string) => new AppError(CODES.validation, msg);
