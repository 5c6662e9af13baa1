import { describe, expect, it } from 'vitest';
import { chinaDateOf, fillProfitDays, lastChinaDays, startOfChinaDay, startOfChinaMonth } from './shop-business';

// 2026-11-30 23:30 in China is 15:30 UTC; 2026-12-01 00:30 in China is 2026-11-30 16:30 UTC.
const LATE_NOV_30 = Date.UTC(2026, 10, 30, 15, 30);
const EARLY_DEC_1 = Date.UTC(2026, 10, 30, 16, 30);

describe('China days and months (UTC+8)', () => {
  it('puts a moment in the China day and month it belongs to, not the UTC one', () => {
    expect(chinaDateOf(LATE_NOV_30)).toBe('2026-11-30');
    expect(chinaDateOf(EARLY_DEC_1)).toBe('2026-12-01');
    expect(startOfChinaDay(EARLY_DEC_1)).toBe(Date.UTC(2026, 10, 30, 16));
    expect(startOfChinaMonth(EARLY_DEC_1)).toBe(Date.UTC(2026, 10, 30, 16));
    expect(startOfChinaMonth(LATE_NOV_30)).toBe(Date.UTC(2026, 9, 31, 16));
  });

  it('lists the window oldest first, ending today, and fills days without movement with zeros', () => {
    expect(lastChinaDays(EARLY_DEC_1, 3)).toEqual(['2026-11-29', '2026-11-30', '2026-12-01']);
    const days = fillProfitDays(EARLY_DEC_1, 3, [{ date: '2026-11-30', income: 500, refund: 20, orders: 1 }]);
    expect(days).toEqual([
      { date: '2026-11-29', income: 0, refund: 0, orders: 0 },
      { date: '2026-11-30', income: 500, refund: 20, orders: 1 },
      { date: '2026-12-01', income: 0, refund: 0, orders: 0 },
    ]);
  });
});
