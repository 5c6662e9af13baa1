import { combineLatest, map, type Observable } from 'rxjs';
import type { ShopAfterSales, ShopOrder } from '../contract/shop/orders';
import type { StarqDatabase } from '../db/database';
import type { OutboxEntry } from '../db/collections/outbox';
import { DB_QUERIES } from '../db/queries';
import { recordsOfKind } from '../db/records/queries';
import { nextAfterSalesStatus, type AfterSalesKind } from '../domain/after-sales';
import { pulledAtKey } from './record-checkpoint';

/** Set while a queued decision waits for the host; the refusal's message when the host said no (rolled back). */
interface QueuedState {
  pending: boolean;
  refused: { id: string; msg: string } | null;
}

export type ShopOrderView = ShopOrder & QueuedState;
export type ShopAfterSalesView = ShopAfterSales & QueuedState;

/** The after-sales action each queued decision takes (domain/after-sales). */
export const SHOP_DECISION_ACTIONS = {
  'shopAfterSales.approve': 'approve',
  'shopAfterSales.refuse': 'refuse',
  'shopAfterSales.confirmReturn': 'confirmReceipt',
  'shopAfterSales.redeliver': 'redeliver',
  'shopAfterSales.terminate': 'terminate',
} as const;
export type ShopDecision = keyof typeof SHOP_DECISION_ACTIONS;

const isDecision = (name: string): name is ShopDecision => name in SHOP_DECISION_ACTIONS;

/** The confirmed order with its queued delivery shown as sent (decision 004: the outbox is the truth). */
export function deriveShopOrders(orders: ShopOrder[], entries: OutboxEntry[]): ShopOrderView[] {
  return orders.map((order) => {
    let view: ShopOrderView = { ...order, pending: false, refused: null };
    for (const entry of entries) {
      if (entry.name !== 'shopOrder.deliver' || entry.args.orderId !== order.orderId) continue;
      if (entry.status === 'rejected') { view = { ...view, refused: { id: entry.id, msg: entry.errorMsg } }; continue; }
      view = {
        ...view, status: 'DELIVERED', pending: true,
        expressCompany: String(entry.args.expressCompany ?? ''), expressNo: String(entry.args.expressNo ?? ''),
      };
    }
    return view;
  });
}

/** The confirmed request with its queued decisions applied by the same state machine the host runs. */
export function deriveShopAfterSales(requests: ShopAfterSales[], entries: OutboxEntry[]): ShopAfterSalesView[] {
  return requests.map((request) => {
    let view: ShopAfterSalesView = { ...request, pending: false, refused: null };
    for (const entry of entries) {
      if (!isDecision(entry.name) || entry.args.afterSalesId !== request.afterSalesId) continue;
      if (entry.status === 'rejected') { view = { ...view, refused: { id: entry.id, msg: entry.errorMsg } }; continue; }
      const next = nextAfterSalesStatus(view.status, SHOP_DECISION_ACTIONS[entry.name], 'seller', view.kind as AfterSalesKind);
      view = { ...view, status: next.ok ? next.to : view.status, pending: true };
    }
    return view;
  });
}

export const SHOP_ORDER_LIVE_QUERIES = {
  shopOrdersView: (db: StarqDatabase, p: { userId: string }): Observable<ShopOrderView[]> =>
    combineLatest([recordsOfKind(db, { kind: 'shop.order', userId: p.userId }), DB_QUERIES.outbox(db, p)])
      .pipe(map(([rows, entries]) => deriveShopOrders(rows.map((r) => r.data), entries))),
  shopAfterSalesView: (db: StarqDatabase, p: { userId: string }): Observable<ShopAfterSalesView[]> =>
    combineLatest([recordsOfKind(db, { kind: 'shop.afterSales', userId: p.userId }), DB_QUERIES.outbox(db, p)])
      .pipe(map(([rows, entries]) => deriveShopAfterSales(rows.map((r) => r.data), entries))),
  /** When the shop's orders were last pulled to the present (null: never on this device). */
  shopOrdersPulledAt: (db: StarqDatabase, p: { userId: string }): Observable<number | null> =>
    db.kv.findOne(pulledAtKey('shop.order', p.userId)).$.pipe(map((doc) => (doc ? Number(doc.value) : null))),
};
