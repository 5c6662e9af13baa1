import { describe, expect, it } from 'vitest';
import { countShopOrders, maskedAddress, matchesShopOrder, orderHeldByAfterSales, shopSeesFullAddress, type ShopOrderFacts } from './shop-orders';

const order = (over: Partial<ShopOrderFacts> = {}): ShopOrderFacts => ({
  orderId: 'O20261123000001', status: 'UNDELIVERED', buyerName: '张*三', buyerPhone: '139****0001',
  address: { name: '张小三', phone: '13912340001' }, lines: [{ goodsName: '景德镇青花瓷杯' }], afterSalesStatus: null, ...over,
});

describe('the shop\'s order list rules', () => {
  it('counts every tab, COMPLETE under 已完成', () => {
    const counts = countShopOrders([order(), order({ status: 'COMPLETE' }), order({ status: 'COMPLETED' }), order({ status: 'DELIVERED' })]);
    expect(counts).toEqual({ '': 4, UNPAID: 0, UNDELIVERED: 1, DELIVERED: 1, COMPLETED: 2, CANCELLED: 0 });
  });

  it('finds an order by its number, buyer or goods, ignoring case and blanks', () => {
    expect(matchesShopOrder(order(), '  ')).toBe(true);
    expect(matchesShopOrder(order(), '000001')).toBe(true);
    expect(matchesShopOrder(order(), '张小三')).toBe(true);
    expect(matchesShopOrder(order(), '青花瓷')).toBe(true);
    expect(matchesShopOrder(order({ orderId: 'oabc' }), 'OABC')).toBe(true);
    expect(matchesShopOrder(order(), '紫砂壶')).toBe(false);
  });

  it('an open request holds the order; a final one does not', () => {
    expect(orderHeldByAfterSales(order({ afterSalesStatus: 'APPLY' }))).toBe(true);
    expect(orderHeldByAfterSales(order({ afterSalesStatus: 'REFUSE' }))).toBe(false);
    expect(orderHeldByAfterSales(order())).toBe(false);
  });

  it('the address is whole only while the shop must ship; masked it hides name, phone and street', () => {
    expect(shopSeesFullAddress('UNDELIVERED', null)).toBe(true);
    expect(shopSeesFullAddress('DELIVERED', 'SELLER_CONFIRM')).toBe(true);
    expect(shopSeesFullAddress('DELIVERED', null)).toBe(false);
    expect(shopSeesFullAddress('UNPAID', null)).toBe(false);
    expect(maskedAddress({ name: '张小三', phone: '13912340001', detail: '幸福路1号', regionName: '浙江省' }))
      .toEqual({ name: '张*三', phone: '139****0001', detail: '****', regionName: '浙江省' });
  });
});
