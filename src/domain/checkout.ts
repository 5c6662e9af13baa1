import { MINUTE_MS } from './constants';

/** Ours: an unpaid order is cancelled, and its stock released, this long after it was created. */
export const PAY_TIMEOUT_MS = 30 * MINUTE_MS;
/** Ours: wrong pay passwords allowed before pay is locked, and for how long. */
export const PAY_PASSWORD_MAX_TRIES = 5;
export const PAY_LOCK_MS = 30 * MINUTE_MS;

/** Ours: express is free from 99.00 of goods per shop order, else 8.00 (fen). */
export const FREE_EXPRESS_FROM_FEN = 9900;
export const EXPRESS_FEE_FEN = 800;

/** A shop order's express fee; an order of virtual goods only (`parcel` false, kind-buy's shipsParcel) sends nothing. */
export function expressFeeFor(goodsTotalFen: number, parcel = true): number {
  return !parcel || goodsTotalFen >= FREE_EXPRESS_FROM_FEN || goodsTotalFen === 0 ? 0 : EXPRESS_FEE_FEN;
}

/** What a buyer may do with an order in each status (spec §4 gives the statuses, not the moves). */
export const ORDER_ACTIONS = {
  pay: ['UNPAID'],
  cancel: ['UNPAID'],
  ship: ['UNDELIVERED'],
  confirmReceipt: ['DELIVERED'],
  evaluate: ['COMPLETED', 'COMPLETE'],
  delete: ['CANCELLED', 'COMPLETED', 'COMPLETE'],
  logistics: ['DELIVERED', 'COMPLETED', 'COMPLETE'],
  afterSales: ['UNDELIVERED', 'DELIVERED', 'COMPLETED', 'COMPLETE'],
} as const;
export type OrderAction = keyof typeof ORDER_ACTIONS;

export function canOrderAction(status: string, action: OrderAction): boolean {
  return (ORDER_ACTIONS[action] as readonly string[]).includes(status);
}

/** Before the goods leave the shop only a refund makes sense; afterwards any kind. */
export function afterSalesKindsFor(status: string): ('REFUND_ONLY' | 'RETURN_REFUND' | 'EXCHANGE')[] {
  if (status === 'UNDELIVERED') return ['REFUND_ONLY'];
  return canOrderAction(status, 'afterSales') ? ['REFUND_ONLY', 'RETURN_REFUND', 'EXCHANGE'] : [];
}

/** The order-list tabs: all, then the statuses a buyer follows (labels from orderStatusLabel). */
export const ORDER_TABS = ['', 'UNPAID', 'UNDELIVERED', 'DELIVERED', 'COMPLETED', 'CANCELLED'] as const;
