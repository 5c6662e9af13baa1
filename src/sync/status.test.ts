import { describe, expect, it } from 'vitest';
import { statusAfterFailedRead } from './status';

describe('statusAfterFailedRead', () => {
  it('leaves a read refused because the login is over out of the bar (the login-lost handler says it once)', () => {
    expect(statusAfterFailedRead('login', '账号已被封禁：多次发布违规广告')).toEqual({ online: true });
    expect(statusAfterFailedRead('login', '请先登录')).toEqual({ online: true });
  });

  it('keeps the host\'s own refusals out of the bar, and shows the network\'s and the host\'s failures', () => {
    expect(statusAfterFailedRead('business', '订单不存在')).toEqual({ online: true });
    expect(statusAfterFailedRead('network', '获取失败，请稍候重试')).toEqual({ lastError: '获取失败，请稍候重试', online: false });
    expect(statusAfterFailedRead('http', '服务器开小差了~')).toEqual({ lastError: '服务器开小差了~', online: true });
  });
});
