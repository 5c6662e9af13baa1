import { describe, expect, it } from 'vitest';
import { PAY_TIMEOUT_MS } from './checkout';
import { GROUP_WINDOW_MS, groupDeadline, seatLabel, seatPayDeadline, seatsLeft } from './group-buy';

describe('group buy rules', () => {
  it('closes a group after the window, never past the goods\' end', () => {
    expect(groupDeadline(1000, 1000 + 2 * GROUP_WINDOW_MS)).toBe(1000 + GROUP_WINDOW_MS);
    expect(groupDeadline(1000, 5000)).toBe(5000);
  });
  it('gives a seat the usual pay time, capped by the group deadline', () => {
    expect(seatPayDeadline(0, 10 * PAY_TIMEOUT_MS)).toBe(PAY_TIMEOUT_MS);
    expect(seatPayDeadline(0, 1000)).toBe(1000);
  });
  it('labels a paid member 待成团 until the group forms', () => {
    expect(seatLabel('OPEN', 'PAID')).toBe('待成团');
    expect(seatLabel('FORMED', 'PAID')).toBe('拼团成功');
    expect(seatLabel('FAILED', 'REFUNDED')).toBe('拼团失败，已退款');
    expect(seatLabel('OPEN', 'HELD')).toBe('待付款');
  });
  it('never shows fewer than zero seats left', () => {
    expect(seatsLeft({ size: 3, seatsTaken: 3 })).toBe(0);
    expect(seatsLeft({ size: 3, seatsTaken: 1 })).toBe(2);
  });
});
