import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, isOrderStatus, orderStatusLabel } from './order-status';

describe('orderStatusLabel', () => {
  it('labels every spec §4 status', () => {
    expect(ORDER_STATUSES.map(orderStatusLabel)).toEqual([
      '待发货', '待付款', '已付款', '已发货', '已取消', '已完成', '已完成', '待核销',
    ]);
  });
  it('shows an unknown status as sent', () => {
    expect(orderStatusLabel('REFUNDING')).toBe('REFUNDING');
    expect(orderStatusLabel('')).toBe('');
  });
});

describe('isOrderStatus', () => {
  it('is case-sensitive and refuses other types', () => {
    expect(isOrderStatus('UNPAID')).toBe(true);
    expect(isOrderStatus('unpaid')).toBe(false);
    expect(isOrderStatus(1)).toBe(false);
  });
});
