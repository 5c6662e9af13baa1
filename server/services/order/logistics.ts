import type { OrderDetail } from '../../../src/contract/entities/order';

/** The route a buyer sees, built from what really happened to the order (no carrier feed is wired in). */
export function logisticsOf(order: OrderDetail) {
  const traces: { time: number; text: string }[] = [{ time: order.createdAt, text: '订单已提交' }];
  if (order.paidAt) traces.push({ time: order.paidAt, text: '订单已支付，等待商家发货' });
  if (order.deliveredAt) traces.push({ time: order.deliveredAt, text: `商家已发货，${order.expressCompany} 运单号 ${order.expressNo}` });
  if (order.completedAt) traces.push({ time: order.completedAt, text: '买家已确认收货' });
  return {
    orderId: order.orderId, expressCompany: order.expressCompany, expressNo: order.expressNo, status: order.status,
    address: order.address, traces: traces.reverse(),
  };
}
