import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';

describe('MESSAGES', () => {
  it('keeps the spec §5 and §8 text verbatim, full-width punctuation included', () => {
    expect(MESSAGES.serverError).toBe('服务器开小差了~');
    expect(MESSAGES.fetchFailed).toBe('获取失败，请稍候重试');
    expect(MESSAGES.codeSent).toBe('验证码发送成功');
    expect(MESSAGES.systemTitle).toBe('系统提示');
    expect(MESSAGES.logoutConfirm).toBe('是否退出登录？');
    expect(MESSAGES.loginRequired).toBe('当前用户未登录是否登录？');
    expect(MESSAGES.priceMaxEmpty).toBe('最高价不能为空');
    expect(MESSAGES.priceMinEmpty).toBe('最低价不能为空');
    expect(MESSAGES.priceMaxLessThanMin).toBe('最高价不能小于最低价');
  });
  it('has no blank or shared text, so every toast says which problem it is about', () => {
    const texts = Object.values(MESSAGES);
    expect(texts.every((t) => t.trim() !== '')).toBe(true);
    expect(new Set(texts).size).toBe(texts.length);
  });
});
