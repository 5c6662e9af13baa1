import { isAfterSalesFinal } from './after-sales';
import { canOrderAction } from './checkout';
import { CHECKOUT_MESSAGES, ORDER_REFUNDED_LABEL } from './messages';
import { orderStatusLabel } from './order-status';

/** What the rule needs of an order: its status, its money and its latest after-sales request. */
export interface OrderState {
  status: string;
  total: number;
  refunded: number;
  evaluated: boolean;
  /** The latest after-sales request's status, or null when there is none. */
  afterSalesStatus: string | null;
  /** Virtual goods (kind-buy's VIRTUAL_KINDS): issued when paid, so no parcel to follow and nothing to send back. */
  virtual?: boolean;
}

/** Every button an order card can show; the host checks the same names. */
export const BUYER_ORDER_ACTIONS = [
  'pay', 'cancel', 'logistics', 'afterSalesView', 'afterSales', 'confirmReceipt', 'evaluate', 'viewEvaluation', 'delete',
] as const;
export type BuyerOrderAction = (typeof BUYER_ORDER_ACTIONS)[number];

export function isFullyRefunded(order: Pick<OrderState, 'total' | 'refunded'>): boolean {
  return order.total > 0 && order.refunded >= order.total;
}

export function hasOpenAfterSales(order: Pick<OrderState, 'afterSalesStatus'>): boolean {
  return order.afterSalesStatus !== null && !isAfterSalesFinal(order.afterSalesStatus);
}

/**
 * Ours (spec §4 shows no transitions): the status allows a move, and the
 * after-sales state may take it away. A fully refunded order is closed: no
 * receipt, evaluation or new request. While a request is open the buyer
 * follows it rather than confirming, deleting or opening another. Virtual
 * goods were issued when paid: no logistics and no after-sales.
 */
export function allowedOrderActions(order: OrderState): BuyerOrderAction[] {
  const refunded = isFullyRefunded(order);
  const open = hasOpenAfterSales(order);
  const rules: Record<BuyerOrderAction, boolean> = {
    pay: canOrderAction(order.status, 'pay'),
    cancel: canOrderAction(order.status, 'cancel'),
    logistics: canOrderAction(order.status, 'logistics') && !order.virtual,
    afterSalesView: order.afterSalesStatus !== null,
    afterSales: canOrderAction(order.status, 'afterSales') && !refunded && !open && !order.virtual,
    confirmReceipt: canOrderAction(order.status, 'confirmReceipt') && !refunded && !open,
    evaluate: canOrderAction(order.status, 'evaluate') && !refunded && !order.evaluated,
    viewEvaluation: order.evaluated,
    delete: canOrderAction(order.status, 'delete') && !open,
  };
  return BUYER_ORDER_ACTIONS.filter((action) => rules[action]);
}

const STATUS_ACTIONS: readonly BuyerOrderAction[] = ['pay', 'cancel', 'logistics', 'afterSales', 'confirmReceipt', 'evaluate', 'delete'];

function statusAllows(status: string, action: BuyerOrderAction): boolean {
  return STATUS_ACTIONS.includes(action) && canOrderAction(status, action as Parameters<typeof canOrderAction>[1]);
}

export function canBuyerOrderAction(order: OrderState, action: BuyerOrderAction): boolean {
  return allowedOrderActions(order).includes(action);
}

/** Why the host refuses an action the rule forbids (the message the buyer sees). */
export function refusalOf(order: OrderState, action: BuyerOrderAction): string | null {
  if (canBuyerOrderAction(order, action)) return null;
  if (isFullyRefunded(order) && statusAllows(order.status, action)) return CHECKOUT_MESSAGES.orderRefunded;
  if (hasOpenAfterSales(order) && statusAllows(order.status, action)) return CHECKOUT_MESSAGES.afterSalesInProgress;
  if (order.virtual && action === 'afterSales' && statusAllows(order.status, action)) return CHECKOUT_MESSAGES.virtualGoodsNoRefund;
  if (action === 'evaluate' && order.evaluated) return CHECKOUT_MESSAGES.alreadyEvaluated;
  return CHECKOUT_MESSAGES.orderStatusNotAllowed;
}

/** The label a buyer sees: a fully refunded order says 已退款, not the status it stopped at. */
export function orderStateLabel(order: Pick<OrderState, 'status' | 'total' | 'refunded'>): string {
  return isFullyRefunded(order) && order.status !== 'CANCELLED' ? ORDER_REFUNDED_LABEL : orderStatusLabel(order.status);
}

/** The 我的 shortcuts' counts: orders in each status a buyer still has to act on (refunded ones are closed). */
export function countOrdersByStatus(orders: readonly OrderState[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const order of orders) {
    if (isFullyRefunded(order)) continue;
    const key = order.status === 'COMPLETE' ? 'COMPLETED' : order.status;
    if (key === 'COMPLETED' && (order.evaluated || !canBuyerOrderAction(order, 'evaluate'))) continue;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}
