import { describe, expect, it } from 'vitest';
import { formatClock, formatCountdown, formatDate, formatDateTime, formatDateTimeSeconds, formatRelativeTime, msUntilNextMidnight } from './relative-time';

const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;
// 2024-03-01 12:00:00 China time.
const NOW = Date.UTC(2024, 2, 1, 4, 0, 0);

function ago(ms: number): string {
  return formatRelativeTime(NOW - ms, NOW);
}

describe('formatRelativeTime', () => {
  it('says 刚刚 under 5 minutes and for future times', () => {
    expect(ago(0)).toBe('刚刚');
    expect(ago(4 * M + 59 * S)).toBe('刚刚');
    expect(ago(5 * M - 1)).toBe('刚刚');
    expect(ago(-3 * H)).toBe('刚刚');
  });
  it('counts whole minutes from 5 minutes to under an hour', () => {
    expect(ago(5 * M)).toBe('5分钟前');
    expect(ago(59 * M + 59 * S)).toBe('59分钟前');
  });
  it('counts whole hours from an hour to under a day', () => {
    expect(ago(60 * M)).toBe('1小时前');
    expect(ago(23 * H + 59 * M + 59 * S)).toBe('23小时前');
  });
  it('counts whole days from 24 hours up to and including 30 days', () => {
    expect(ago(24 * H)).toBe('1天前');
    expect(ago(30 * D)).toBe('30天前');
  });
  it('shows the China date once past 30 days', () => {
    expect(ago(30 * D + 1)).toBe('2024-01-31');
    expect(ago(365 * D)).toBe('2023-03-02');
  });
  it('uses the China calendar day even when UTC is still on the previous day', () => {
    const then = Date.UTC(2023, 11, 31, 16, 30); // 2024-01-01 00:30 in China
    expect(formatRelativeTime(then, then + 40 * D)).toBe('2024-01-01');
    expect(formatRelativeTime(then, then + 40 * D, 0)).toBe('2023-12-31');
  });
});

describe('formatDate', () => {
  it('pads month and day', () => {
    expect(formatDate(Date.UTC(2024, 0, 4, 12))).toBe('2024-01-04');
  });
});

describe('msUntilNextMidnight', () => {
  it('counts to midnight China time by default', () => {
    expect(msUntilNextMidnight(NOW)).toBe(12 * H);
    expect(msUntilNextMidnight(Date.UTC(2024, 2, 1, 15, 59, 59))).toBe(S); // 23:59:59 in China
  });
  it('is a full day at midnight exactly', () => {
    expect(msUntilNextMidnight(Date.UTC(2024, 2, 1, 16, 0, 0))).toBe(D);
  });
  it('takes another offset', () => {
    expect(msUntilNextMidnight(NOW, 0)).toBe(20 * H);
    expect(msUntilNextMidnight(NOW, 300)).toBe(H); // UTC-5: 23:00
  });
  it('works before 1970', () => {
    expect(msUntilNextMidnight(Date.UTC(1969, 11, 31, 10, 0, 0), 0)).toBe(14 * H);
  });
});

describe('formatCountdown', () => {
  it('shows HH:MM:SS', () => {
    expect(formatCountdown(12 * H)).toBe('12:00:00');
    expect(formatCountdown(D - 1)).toBe('23:59:59');
    expect(formatCountdown(3 * H + 4 * M + 5 * S)).toBe('03:04:05');
  });
  it('drops partial seconds and never goes below zero', () => {
    expect(formatCountdown(1999)).toBe('00:00:01');
    expect(formatCountdown(999)).toBe('00:00:00');
    expect(formatCountdown(-5000)).toBe('00:00:00');
  });
  it('lets hours pass 99', () => {
    expect(formatCountdown(100 * H)).toBe('100:00:00');
  });
});

describe('formatDateTime', () => {
  it('shows the China date and time to the minute', () => {
    expect(formatDateTime(NOW)).toBe('2024-03-01 12:00');
    expect(formatDateTime(Date.UTC(2024, 1, 29, 16, 5, 59))).toBe('2024-03-01 00:05');
  });
});

describe('auction times in China time (decision 006, issue 34.12)', () => {
  it('writes an end and a bid in UTC+8 whatever the device zone', () => {
    const at = Date.UTC(2026, 10, 27, 23, 59, 30);
    expect(formatDateTimeSeconds(at)).toBe('2026-11-28 07:59:30');
    expect(formatClock(at + 5_000)).toBe('07:59:35');
  });
});
