import { describe, expect, it } from 'vitest';
import { allowedOrderActions, countOrdersByStatus, orderStateLabel, refusalOf, type OrderState } from './order-actions';

const order = (change: Partial<OrderState>): OrderState => ({
  status: 'DELIVERED', total: 10_000, refunded: 0, evaluated: false, afterSalesStatus: null, ...change,
});

describe('an order\'s actions follow its status and its after-sales state together', () => {
  it('offers receipt and after-sales on a shipped order with no request', () => {
    expect(allowedOrderActions(order({}))).toEqual(['logistics', 'afterSales', 'confirmReceipt']);
  });
  it('offers neither receipt, evaluation nor a new request once the order is fully refunded', () => {
    const refunded = order({ refunded: 10_000, afterSalesStatus: 'COMPLETE' });
    expect(allowedOrderActions(refunded)).toEqual(['logistics', 'afterSalesView']);
    expect(allowedOrderActions({ ...refunded, status: 'COMPLETED' })).toEqual(['logistics', 'afterSalesView', 'delete']);
    expect(refusalOf(refunded, 'confirmReceipt')).toBe('该订单已全额退款');
    expect(orderStateLabel(refunded)).toBe('已退款');
  });
  it('does not offer a second request, receipt or delete while a request is open', () => {
    const open = order({ afterSalesStatus: 'APPLY' });
    expect(allowedOrderActions(open)).toEqual(['logistics', 'afterSalesView']);
    expect(refusalOf(open, 'afterSales')).toBe('该订单已有进行中的售后');
    expect(allowedOrderActions(order({ status: 'COMPLETED', afterSalesStatus: 'BUYER_RETURN' }))).toEqual(['logistics', 'afterSalesView', 'evaluate']);
  });
  it('offers a new request after a refused or cancelled one, and after a partial refund', () => {
    expect(allowedOrderActions(order({ afterSalesStatus: 'REFUSE' }))).toContain('afterSales');
    expect(allowedOrderActions(order({ afterSalesStatus: 'COMPLETE', refunded: 3_000 }))).toContain('afterSales');
    expect(orderStateLabel(order({ refunded: 3_000 }))).toBe('已发货');
  });
  it('evaluates a completed order once', () => {
    expect(allowedOrderActions(order({ status: 'COMPLETED' }))).toContain('evaluate');
    const done = order({ status: 'COMPLETE', evaluated: true });
    expect(allowedOrderActions(done)).toEqual(['logistics', 'afterSales', 'viewEvaluation', 'delete']);
    expect(refusalOf(done, 'evaluate')).toBe('该订单已评价');
  });
  it('offers no logistics and no after-sales on a completed order of virtual goods, and says why', () => {
    const issued = order({ status: 'COMPLETED', virtual: true });
    expect(allowedOrderActions(issued)).toEqual(['evaluate', 'delete']);
    expect(refusalOf(issued, 'afterSales')).toBe('虚拟商品付款后即已发放，不支持退款');
    expect(allowedOrderActions(order({ status: 'UNPAID', virtual: true }))).toEqual(['pay', 'cancel']);
  });
  it('refuses by status where the status alone forbids', () => {
    expect(refusalOf(order({ status: 'UNPAID' }), 'confirmReceipt')).toBe('当前订单状态不允许此操作');
    expect(allowedOrderActions(order({ status: 'UNPAID' }))).toEqual(['pay', 'cancel']);
    expect(orderStateLabel(order({ status: 'CANCELLED', refunded: 10_000 }))).toBe('已取消');
  });
  it('counts the orders a buyer still has to act on, per status', () => {
    const counts = countOrdersByStatus([
      order({ status: 'UNPAID' }), order({ status: 'UNPAID' }), order({ status: 'UNDELIVERED' }),
      order({ refunded: 10_000 }), order({ status: 'COMPLETE' }), order({ status: 'COMPLETED', evaluated: true }),
    ]);
    expect(counts).toEqual({ UNPAID: 2, UNDELIVERED: 1, COMPLETED: 1 });
  });
});
