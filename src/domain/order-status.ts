import { ORDER_STATUS_LABELS } from './messages';

/** spec §3 order statuses. COMPLETED and COMPLETE both occur and mean the same. */
export const ORDER_STATUSES = ['UNDELIVERED', 'UNPAID', 'PAID', 'DELIVERED', 'CANCELLED', 'COMPLETED', 'COMPLETE', 'TAKE'] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

const LABELS: Record<OrderStatus, string> = ORDER_STATUS_LABELS;

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** spec §4 label; a status we do not know is shown as the server sent it. */
export function orderStatusLabel(status: string): string {
  return isOrderStatus(status) ? LABELS[status] : status;
}
