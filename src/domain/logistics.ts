/** What the route of an order needs: the times it really moved and its waybill. */
export interface ShippedOrder {
  orderId: string;
  status: string;
  createdAt: number;
  paidAt: number | null;
  deliveredAt: number | null;
  completedAt: number | null;
  expressCompany: string;
  expressNo: string;
}

export interface LogisticsTrace {
  time: number;
  text: string;
}

/**
 * The route buyer and shop see, built from what really happened to the order (no carrier feed is wired in), newest
 * first. Pure, so the shop's screen draws it from its local copy offline.
 */
export function logisticsTraces(order: ShippedOrder): LogisticsTrace[] {
  const traces: LogisticsTrace[] = [{ time: order.createdAt, text: '订单已提交' }];
  if (order.paidAt) traces.push({ time: order.paidAt, text: '订单已支付，等待商家发货' });
  if (order.deliveredAt) traces.push({ time: order.deliveredAt, text: `商家已发货，${order.expressCompany} 运单号 ${order.expressNo}` });
  if (order.completedAt) traces.push({ time: order.completedAt, text: '买家已确认收货' });
  return traces.reverse();
}

export function logisticsOf<A>(order: ShippedOrder & { address: A }) {
  return {
    orderId: order.orderId, expressCompany: order.expressCompany, expressNo: order.expressNo, status: order.status,
    address: order.address, traces: logisticsTraces(order),
  };
}
