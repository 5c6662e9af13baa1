import { describe, expect, it } from 'vitest';
import { groupFootprintsByDay } from './footprint-days';

// 2026-11-28 10:00 China time is 02:00 UTC.
const NOW = Date.UTC(2026, 10, 28, 2, 0);
const HOUR = 3_600_000;

describe('groupFootprintsByDay', () => {
  it('cuts footprints at China midnight, today and yesterday first, each day in the given order', () => {
    const entries = [
      { id: 'a', at: NOW - HOUR },
      { id: 'b', at: NOW - 9 * HOUR }, // 01:00 China time today
      { id: 'c', at: NOW - 11 * HOUR }, // 23:00 yesterday, China time
      { id: 'd', at: NOW - 40 * HOUR },
    ];
    const days = groupFootprintsByDay(entries, NOW);
    expect(days.map((d) => [d.date, d.daysAgo, d.entries.map((e) => e.id).join('')])).toEqual([
      ['2026-11-28', 0, 'ab'],
      ['2026-11-27', 1, 'c'],
      ['2026-11-26', 2, 'd'],
    ]);
  });

  it('gives no day for no footprints', () => {
    expect(groupFootprintsByDay([], NOW)).toEqual([]);
  });
});
