import type { Address, Invoice } from '../contract/entities/address';
import type { OrderDetail } from '../contract/entities/order';
import type { StarqDatabase } from '../db/database';
import type { OrderDoc } from '../db/collections/orders';
import { recordId } from '../db/rx-schema';
import { writeConfirmed } from './write-generations';

/** The typed collections a pull fills with a checkpoint (docs/decisions/003); record kinds in `records` are in record-kind-pulls.ts. */
export type PulledCollection = 'orders' | 'addresses' | 'invoices' | 'searchHistory';
export const PULLED_COLLECTIONS: readonly PulledCollection[] = ['orders', 'addresses', 'invoices', 'searchHistory'];

async function updatedAtOf(collection: { findOne(id: string): { exec(): Promise<{ updatedAt: number } | null> } }, id: string) {
  return (await collection.findOne(id).exec())?.updatedAt ?? 0;
}

type ListCollection = StarqDatabase['addresses'] | StarqDatabase['invoices'];

/**
 * A whole-list answer replaces the user's confirmed copies. The answer carries no host times: a kept
 * record keeps its own, a new one sorts as the newest until the next pull brings the host's time.
 */
async function replaceList<T extends object>(collection: ListCollection, userId: string, list: T[], idOf: (item: T) => string): Promise<void> {
  const existing = await collection.find({ selector: { userId } }).exec();
  const times = new Map(existing.map((d) => [d.id, d.updatedAt]));
  const newest = Math.max(0, ...times.values()) + 1;
  const docs = list.map((item) => {
    const id = recordId(userId, idOf(item));
    return { ...item, id, userId, updatedAt: times.get(id) ?? newest };
  });
  const keep = new Set(docs.map((d) => d.id));
  const stale = existing.filter((d) => !keep.has(d.id)).map((d) => d.id);
  if (stale.length) await collection.bulkRemove(stale);
  if (docs.length) await (collection as StarqDatabase['addresses']).bulkUpsert(docs as never);
}

/** Address calls answer the user's whole list. */
export const replaceAddresses = (db: StarqDatabase, userId: string, list: Address[]) =>
  writeConfirmed(db, 'addresses', userId, () => replaceList(db.addresses, userId, list, (a) => a.addressId));

export const replaceInvoices = (db: StarqDatabase, userId: string, list: Invoice[]) =>
  writeConfirmed(db, 'invoices', userId, () => replaceList(db.invoices, userId, list, (i) => i.invoiceId));

export function upsertOrder(db: StarqDatabase, userId: string, detail: OrderDetail): Promise<void> {
  return writeConfirmed(db, 'orders', userId, async () => {
    const id = recordId(userId, detail.orderId);
    await db.orders.upsert({ ...detail, id, userId, updatedAt: await updatedAtOf(db.orders, id) });
  });
}

/** A change of the order kept elsewhere (its after-sales state, its evaluation): the list shows it before the next pull. */
export function patchOrder(db: StarqDatabase, userId: string, orderId: string, patch: Partial<OrderDoc>): Promise<void> {
  return writeConfirmed(db, 'orders', userId, async () => {
    await (await db.orders.findOne(recordId(userId, orderId)).exec())?.incrementalPatch(patch);
  });
}

export function removeOrder(db: StarqDatabase, userId: string, orderId: string): Promise<void> {
  return writeConfirmed(db, 'orders', userId, async () => {
    await (await db.orders.findOne(recordId(userId, orderId)).exec())?.remove();
  });
}
