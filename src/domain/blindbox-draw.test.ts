import { describe, expect, it } from 'vitest';
import { ageOn, isGuaranteedDraw } from './blindbox-draw';

describe('blind-box buying rules', () => {
  it('counts whole years to the day, birthdays included', () => {
    expect(ageOn('2018-11-23', '2026-11-23')).toBe(8);
    expect(ageOn('2018-11-24', '2026-11-23')).toBe(7);
    expect(ageOn('2018-12-01', '2026-11-23')).toBe(7);
    expect(ageOn('2000-02-29', '2026-03-01')).toBe(26);
  });

  it('gives the 保底 goods at the Nth box after N−1 without it, and never without a 保底', () => {
    expect(isGuaranteedDraw(0, 3)).toBe(false);
    expect(isGuaranteedDraw(1, 3)).toBe(false);
    expect(isGuaranteedDraw(2, 3)).toBe(true);
    expect(isGuaranteedDraw(99, null)).toBe(false);
  });
});
