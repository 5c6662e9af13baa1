import { describe, expect, it } from 'vitest';
import { CODES } from '../contract/codes';
import { MESSAGES } from '../domain/messages';
import { ApiError } from './api-error';
import { refusalMessage } from './refusal-message';

describe('refusalMessage', () => {
  it('says nothing for a refusal because the login is over: the login-lost handler says it once', () => {
    expect(refusalMessage(ApiError.fromCode(CODES.accountClosed, '账号已被封禁：多次发布违规广告'))).toBeNull();
    expect(refusalMessage(ApiError.fromCode(CODES.tokenInvalid, '请先登录'))).toBeNull();
    expect(refusalMessage(ApiError.fromCode(CODES.tokenExpired, '登录已过期，请重新登录'))).toBeNull();
  });

  it('keeps spec §8 for every other failure', () => {
    expect(refusalMessage(ApiError.fromCode(CODES.outOfStock, '库存不足'))).toBe('库存不足');
    expect(refusalMessage(ApiError.http(502))).toBe(MESSAGES.serverError);
    expect(refusalMessage(ApiError.network())).toBe(MESSAGES.fetchFailed);
    expect(refusalMessage(new Error('boom'))).toBe(MESSAGES.serverError);
  });
});
