import { describe, expect, it } from 'vitest';
import type { ShopAfterSales, ShopOrder } from '../contract/shop/orders';
import type { OutboxEntry } from '../db/collections/outbox';
import { deriveShopAfterSales, deriveShopOrders } from './shop-order-views';

const order = { orderId: 'O1', status: 'UNDELIVERED', expressCompany: '', expressNo: '' } as ShopOrder;
const request = { afterSalesId: 'R1', orderId: 'O1', status: 'APPLY', kind: 'RETURN_REFUND' } as ShopAfterSales;

function entry(name: string, args: Record<string, unknown>, over: Partial<OutboxEntry> = {}): OutboxEntry {
  return { id: `e-${name}`, name, args, status: 'pending', errorMsg: '', ...over } as OutboxEntry;
}

describe('the shop\'s queued decisions over the confirmed copies', () => {
  it('a queued delivery shows the order shipped with its waybill, pending', () => {
    const [view] = deriveShopOrders([order], [entry('shopOrder.deliver', { orderId: 'O1', expressCompany: '顺丰速运', expressNo: 'SF1' })]);
    expect(view).toMatchObject({ status: 'DELIVERED', expressCompany: '顺丰速运', expressNo: 'SF1', pending: true, refused: null });
  });

  it('a refused delivery rolls back to the host\'s status with its message', () => {
    const refused = entry('shopOrder.deliver', { orderId: 'O1', expressCompany: '顺丰速运', expressNo: 'SF1' }, { status: 'rejected', errorMsg: '该订单已有进行中的售后' });
    const [view] = deriveShopOrders([order], [refused]);
    expect(view).toMatchObject({ status: 'UNDELIVERED', pending: false, refused: { id: refused.id, msg: '该订单已有进行中的售后' } });
  });

  it('queued decisions move the request by the host\'s state machine; others\' entries are ignored', () => {
    const entries = [
      entry('shopAfterSales.approve', { afterSalesId: 'R1' }),
      entry('shopAfterSales.approve', { afterSalesId: 'R9' }),
      entry('cart.add', { goodsId: 'G1' }),
    ];
    expect(deriveShopAfterSales([request], entries)[0]).toMatchObject({ status: 'PASS', pending: true });
    const illegal = deriveShopAfterSales([request], [entry('shopAfterSales.confirmReturn', { afterSalesId: 'R1' })])[0];
    expect(illegal).toMatchObject({ status: 'APPLY', pending: true });
  });
});
