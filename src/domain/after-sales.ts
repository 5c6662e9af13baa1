import { AFTER_SALES_ACTION_LABELS, AFTER_SALES_STATUS_LABELS, MESSAGES } from './messages';

/** spec §3 after-sales statuses. */
export const AFTER_SALES_STATUSES = [
  'APPLY', 'PASS', 'REFUSE', 'BUYER_RETURN', 'SELLER_RE_DELIVERY', 'SELLER_CONFIRM',
  'SELLER_TERMINATION', 'BUYER_CONFIRM', 'BUYER_CANCEL', 'WAIT_REFUND', 'COMPLETE',
] as const;
export type AfterSalesStatus = (typeof AFTER_SALES_STATUSES)[number];

/** Ours: the three request kinds a marketplace offers (仅退款, 退货退款, 换货). */
export const AFTER_SALES_KINDS = ['REFUND_ONLY', 'RETURN_REFUND', 'EXCHANGE'] as const;
export type AfterSalesKind = (typeof AFTER_SALES_KINDS)[number];

export const AFTER_SALES_ACTORS = ['buyer', 'seller', 'system'] as const;
export type AfterSalesActor = (typeof AFTER_SALES_ACTORS)[number];

export type AfterSalesAction = keyof typeof AFTER_SALES_ACTION_LABELS;

export interface AfterSalesTransition {
  from: AfterSalesStatus;
  action: AfterSalesAction;
  actor: AfterSalesActor;
  to: AfterSalesStatus;
  kinds: readonly AfterSalesKind[];
}

const ALL: readonly AfterSalesKind[] = AFTER_SALES_KINDS;
const RETURNED: readonly AfterSalesKind[] = ['RETURN_REFUND', 'EXCHANGE'];
const REFUNDED: readonly AfterSalesKind[] = ['REFUND_ONLY', 'RETURN_REFUND'];

/**
 * Ours: spec §4 shows no transitions. `system` rows are the timeouts and
 * payment callbacks a marketplace runs (auto-approve, auto-confirm receipt,
 * closing a request whose goods were never sent back, refund settled).
 */
export const AFTER_SALES_TRANSITIONS: readonly AfterSalesTransition[] = [
  { from: 'APPLY', action: 'approve', actor: 'seller', to: 'PASS', kinds: ALL },
  { from: 'APPLY', action: 'approve', actor: 'system', to: 'PASS', kinds: ALL },
  { from: 'APPLY', action: 'refuse', actor: 'seller', to: 'REFUSE', kinds: ALL },
  { from: 'APPLY', action: 'cancel', actor: 'buyer', to: 'BUYER_CANCEL', kinds: ALL },
  { from: 'PASS', action: 'cancel', actor: 'buyer', to: 'BUYER_CANCEL', kinds: ALL },
  { from: 'PASS', action: 'refund', actor: 'seller', to: 'WAIT_REFUND', kinds: ['REFUND_ONLY'] },
  { from: 'PASS', action: 'refund', actor: 'system', to: 'WAIT_REFUND', kinds: ['REFUND_ONLY'] },
  { from: 'PASS', action: 'ship', actor: 'buyer', to: 'BUYER_RETURN', kinds: RETURNED },
  { from: 'PASS', action: 'expire', actor: 'system', to: 'BUYER_CANCEL', kinds: RETURNED },
  { from: 'BUYER_RETURN', action: 'confirmReceipt', actor: 'seller', to: 'SELLER_CONFIRM', kinds: RETURNED },
  { from: 'BUYER_RETURN', action: 'confirmReceipt', actor: 'system', to: 'SELLER_CONFIRM', kinds: RETURNED },
  { from: 'BUYER_RETURN', action: 'terminate', actor: 'seller', to: 'SELLER_TERMINATION', kinds: RETURNED },
  { from: 'SELLER_CONFIRM', action: 'refund', actor: 'seller', to: 'WAIT_REFUND', kinds: ['RETURN_REFUND'] },
  { from: 'SELLER_CONFIRM', action: 'refund', actor: 'system', to: 'WAIT_REFUND', kinds: ['RETURN_REFUND'] },
  { from: 'SELLER_CONFIRM', action: 'redeliver', actor: 'seller', to: 'SELLER_RE_DELIVERY', kinds: ['EXCHANGE'] },
  { from: 'SELLER_RE_DELIVERY', action: 'confirmReceipt', actor: 'buyer', to: 'BUYER_CONFIRM', kinds: ['EXCHANGE'] },
  { from: 'SELLER_RE_DELIVERY', action: 'confirmReceipt', actor: 'system', to: 'BUYER_CONFIRM', kinds: ['EXCHANGE'] },
  { from: 'BUYER_CONFIRM', action: 'complete', actor: 'system', to: 'COMPLETE', kinds: ['EXCHANGE'] },
  { from: 'WAIT_REFUND', action: 'complete', actor: 'system', to: 'COMPLETE', kinds: REFUNDED },
];

const LABELS: Record<AfterSalesStatus, string> = AFTER_SALES_STATUS_LABELS;

export function isAfterSalesStatus(value: unknown): value is AfterSalesStatus {
  return typeof value === 'string' && (AFTER_SALES_STATUSES as readonly string[]).includes(value);
}

/** Chinese label; a status we do not know is shown as the server sent it. */
export function afterSalesStatusLabel(status: string): string {
  return isAfterSalesStatus(status) ? LABELS[status] : status;
}

export type AfterSalesStep = { ok: true; to: AfterSalesStatus } | { ok: false; msg: string };

/**
 * The status an action leads to, or why it is refused. Without a kind any
 * flow's row may match; the server passes the request's kind so a refund-only
 * request can never be shipped back, and so on.
 */
export function nextAfterSalesStatus(
  from: string,
  action: string,
  actor: string,
  kind?: AfterSalesKind,
): AfterSalesStep {
  const byAction = AFTER_SALES_TRANSITIONS.filter((t) => t.from === from && t.action === action);
  if (byAction.length === 0) return { ok: false, msg: MESSAGES.afterSalesNotAllowed };
  const byActor = byAction.filter((t) => t.actor === actor);
  if (byActor.length === 0) return { ok: false, msg: MESSAGES.afterSalesActorNotAllowed };
  const match = kind === undefined ? byActor[0] : byActor.find((t) => t.kinds.includes(kind));
  if (match === undefined) return { ok: false, msg: MESSAGES.afterSalesKindNotAllowed };
  return { ok: true, to: match.to };
}

/** Actions an actor may take from a status, for showing buttons. */
export function listAfterSalesActions(
  from: AfterSalesStatus,
  actor: AfterSalesActor,
  kind?: AfterSalesKind,
): AfterSalesAction[] {
  const rows = AFTER_SALES_TRANSITIONS.filter(
    (t) => t.from === from && t.actor === actor && (kind === undefined || t.kinds.includes(kind)),
  );
  return [...new Set(rows.map((t) => t.action))];
}

/** A final status has no way out: REFUSE, SELLER_TERMINATION, BUYER_CANCEL, COMPLETE. */
export function isAfterSalesFinal(status: string): boolean {
  return isAfterSalesStatus(status) && !AFTER_SALES_TRANSITIONS.some((t) => t.from === status);
}
