import { describe, expect, it } from 'vitest';
import { afterSalesKindsFor, canOrderAction, expressFeeFor } from './checkout';

describe('checkout rules', () => {
  it('charges express below 99.00 of goods and not from it', () => {
    expect(expressFeeFor(9899)).toBe(800);
    expect(expressFeeFor(9900)).toBe(0);
    expect(expressFeeFor(9899, false)).toBe(0);
  });
  it('lets a buyer act only where the order status allows', () => {
    expect(canOrderAction('UNPAID', 'cancel')).toBe(true);
    expect(canOrderAction('DELIVERED', 'cancel')).toBe(false);
    expect(canOrderAction('DELIVERED', 'confirmReceipt')).toBe(true);
    expect(canOrderAction('UNPAID', 'afterSales')).toBe(false);
  });
  it('offers only a refund before the goods ship', () => {
    expect(afterSalesKindsFor('UNDELIVERED')).toEqual(['REFUND_ONLY']);
    expect(afterSalesKindsFor('COMPLETED')).toHaveLength(3);
    expect(afterSalesKindsFor('CANCELLED')).toEqual([]);
  });
});
