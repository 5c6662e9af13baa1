import { describe, expect, it } from 'vitest';
import { DEACTIVATION_COOLING_MS, describeUserAgent, isInviteCode } from './account';

describe('describeUserAgent', () => {
  it('names phones, computers and browsers in Chinese', () => {
    expect(describeUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1')).toBe('iPhone · Safari');
    expect(describeUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36')).toBe('安卓手机 · Chrome');
    expect(describeUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36 Edg/126.0')).toBe('Windows 电脑 · Edge');
    expect(describeUserAgent('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36 MicroMessenger/8.0')).toBe('安卓手机 · 微信');
    expect(describeUserAgent('curl/8.0')).toBe('未知设备');
    expect(describeUserAgent('')).toBe('未知设备');
  });
});

describe('isInviteCode', () => {
  it('accepts user numbers and refuses anything else', () => {
    expect(isInviteCode('Q10000001')).toBe(true);
    expect(isInviteCode('SQLX12AB')).toBe(true);
    for (const bad of ['', 'Q1', 'Q1000 0001', '邀请码1234', 12345678, 'x'.repeat(33)]) expect(isInviteCode(bad)).toBe(false);
  });
});

it('cools off for seven days', () => {
  expect(DEACTIVATION_COOLING_MS).toBe(7 * 86_400_000);
});
