import { combineLatest, map, type Observable } from 'rxjs';
import type { Address, Invoice } from '../contract/entities/address';
import type { OrderDetail } from '../contract/entities/order';
import type { StarqDatabase } from '../db/database';
import type { OutboxEntry } from '../db/collections/outbox';
import { DB_QUERIES } from '../db/queries';

export type Pending<T> = T & { pending: boolean };

/** A list keyed by id, with its pending outbox entries re-applied in order (as the cart view does). */
export function applyPending<T extends { isDefault: boolean }>(
  confirmed: T[], entries: OutboxEntry[], prefix: string, idOf: (x: T | Record<string, unknown>) => string,
): Pending<T>[] {
  let list: Pending<T>[] = confirmed.map((item) => ({ ...item, pending: false }));
  const pending = entries.filter((e) => e.status === 'pending' && e.name.startsWith(prefix)).sort((a, b) => a.seq - b.seq);
  for (const entry of pending) {
    const args = entry.args;
    const id = idOf(args);
    const action = entry.name.slice(prefix.length);
    if (action === 'delete') {
      list = list.filter((item) => idOf(item) !== id);
      continue;
    }
    const existing = list.find((item) => idOf(item) === id);
    const next = { ...existing, ...entry.preview, ...args, pending: true } as unknown as Pending<T>;
    next.isDefault = Boolean(args.isDefault) || (existing?.isDefault ?? false) || list.length === 0;
    if (next.isDefault) list = list.map((item) => ({ ...item, isDefault: false }));
    list = existing ? list.map((item) => (idOf(item) === id ? next : item)) : [...list, next];
  }
  return list.sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}

/** A record as the screens know it: the host's fields, without the local key, owner and change time. */
function recordOf<T>(doc: { toJSON(): unknown }): T {
  const { id: _id, userId: _userId, updatedAt: _updatedAt, ...record } = doc.toJSON() as Record<string, unknown>;
  return record as T;
}

/** The user's confirmed records, newest change first (the default goes first in the view). */
function confirmedList<T>(collection: StarqDatabase['addresses'] | StarqDatabase['invoices'], userId: string): Observable<T[]> {
  const query = (collection as StarqDatabase['addresses']).find({ selector: { userId }, sort: [{ updatedAt: 'desc' }, { id: 'asc' }] });
  return query.$.pipe(map((docs) => docs.map((d) => recordOf<T>(d))));
}

/** COMPLETED and COMPLETE mean the same (spec §4): one tab shows both, as on the host. */
function statusesOf(status: string): string[] | null {
  if (status === '') return null;
  return status === 'COMPLETED' || status === 'COMPLETE' ? ['COMPLETED', 'COMPLETE'] : [status];
}

export interface PendingOrder {
  entryId: string;
  status: 'pending' | 'rejected';
  errorMsg: string;
  createdAt: number;
  preview: Record<string, unknown>;
}

/** Views derived from the confirmed answers and the outbox: what the checkout screens watch. */
export const CHECKOUT_LIVE_QUERIES = {
  addressView: (db: StarqDatabase, p: { userId: string }): Observable<Pending<Address>[]> =>
    combineLatest([confirmedList<Address>(db.addresses, p.userId), DB_QUERIES.outbox(db, p)])
      .pipe(map(([list, entries]) => applyPending(list, entries, 'address.', (x) => String(x.addressId)))),

  invoiceView: (db: StarqDatabase, p: { userId: string }): Observable<Pending<Invoice>[]> =>
    combineLatest([confirmedList<Invoice>(db.invoices, p.userId), DB_QUERIES.outbox(db, p)])
      .pipe(map(([list, entries]) => applyPending(list, entries, 'invoice.', (x) => String(x.invoiceId)))),

  /** The user's orders in one status tab ('' is all), newest first, from the local store: works with no network. */
  orderList: (db: StarqDatabase, p: { userId: string; status: string }): Observable<OrderDetail[]> => {
    const statuses = statusesOf(p.status);
    return db.orders.find({
      selector: { userId: p.userId, ...(statuses ? { status: { $in: statuses } } : {}) },
      sort: [{ createdAt: 'desc' }, { id: 'desc' }],
    }).$.pipe(map((docs) => docs.map((d) => recordOf<OrderDetail>(d))));
  },

  /** Orders composed offline: 待提交 until the host accepts them, or refused with the host's message. */
  pendingOrders: (db: StarqDatabase, p: { userId: string }): Observable<PendingOrder[]> =>
    DB_QUERIES.outbox(db, p).pipe(map((entries) => entries.filter((e) => e.name === 'order.create').map((e) => ({
      entryId: e.id, status: e.status, errorMsg: e.errorMsg, createdAt: e.createdAt, preview: e.preview,
    })))),
};
