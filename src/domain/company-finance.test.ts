import { describe, expect, it } from 'vitest';
import { fillFinanceRows, financeWindowStart, formatScale, lastChinaMonths, parseScalePercent } from './company-finance';

// 2026-01-15 00:30 in China is 2026-01-14 16:30 UTC.
const NOW = Date.UTC(2026, 0, 14, 16, 30);

describe('the platform share as typed and shown', () => {
  it('reads a percentage with up to two decimals as basis points, 0–100 only', () => {
    expect(parseScalePercent('5')).toBe(500);
    expect(parseScalePercent(' 3.25 ')).toBe(325);
    expect(parseScalePercent('0')).toBe(0);
    expect(parseScalePercent('100')).toBe(10_000);
    for (const bad of ['', '100.01', '101', '-1', '3.255', '1e2', '05', 'abc', '3.']) expect(parseScalePercent(bad), bad).toBeNull();
  });

  it('shows basis points as a percentage without trailing zeros', () => {
    expect(formatScale(500)).toBe('5%');
    expect(formatScale(325)).toBe('3.25%');
    expect(formatScale(310)).toBe('3.1%');
    expect(formatScale(0)).toBe('0%');
    expect(formatScale(10_000)).toBe('100%');
  });
});

describe('finance windows in China time', () => {
  it('lists the last months across a year boundary, oldest first', () => {
    expect(lastChinaMonths(NOW, 3)).toEqual(['2025-11', '2025-12', '2026-01']);
  });

  it('fills every period of the window, keeping the host\'s rows', () => {
    const rows = fillFinanceRows('day', NOW, 3, [{ date: '2026-01-14', revenue: 5, shopIncome: 0, paid: 0, refund: 0, topUp: 0, withdraw: 0 }]);
    expect(rows.map((r) => r.date)).toEqual(['2026-01-13', '2026-01-14', '2026-01-15']);
    expect(rows[1]!.revenue).toBe(5);
    expect(rows[2]!.revenue).toBe(0);
  });

  it('starts at China midnight of the oldest period', () => {
    expect(financeWindowStart('day', NOW, 1)).toBe(Date.UTC(2026, 0, 14, 16, 0));
    expect(financeWindowStart('month', NOW, 2)).toBe(Date.UTC(2025, 11, 1) - 8 * 3_600_000);
  });
});
