import type { RxCollection } from 'rxdb';
import type { ApiClient } from '../api/client';
import type { CallDef } from '../contract/define-call';
import { pullAddresses, pullInvoices, pullOrders, pullSearchHistory } from '../contract/platform/pull';
import type { StarqDatabase } from '../db/database';
import { recordId } from '../db/rx-schema';
import { PULLED_COLLECTIONS, type PulledCollection } from './record-store';
import { PULL_BATCH, pullPages, type PulledDocument } from './record-checkpoint';
import { pullRecordKind, RECORD_PULLERS, type PulledRecordKind, type RecordPuller } from './record-kind-pulls';
import { CLEAR_SEARCH_HISTORY } from './search-history';

interface CollectionSpec {
  call: CallDef;
  collection(db: StarqDatabase): RxCollection;
  /** The host's id field of the record (the local key is user + id). */
  idField: string;
}

const SPECS: Record<PulledCollection, CollectionSpec> = {
  orders: { call: pullOrders, collection: (db) => db.orders as unknown as RxCollection, idField: 'orderId' },
  addresses: { call: pullAddresses, collection: (db) => db.addresses as unknown as RxCollection, idField: 'addressId' },
  invoices: { call: pullInvoices, collection: (db) => db.invoices as unknown as RxCollection, idField: 'invoiceId' },
  searchHistory: { call: pullSearchHistory, collection: (db) => db.searchHistory as unknown as RxCollection, idField: 'keyword' },
};

const pullers = RECORD_PULLERS as Partial<Record<string, RecordPuller<PulledRecordKind>>>;

async function pullCollection(db: StarqDatabase, api: ApiClient, userId: string, name: PulledCollection, batch: number): Promise<void> {
  const { call, collection, idField } = SPECS[name];
  const idOf = (doc: PulledDocument) => recordId(userId, String(doc[idField]));
  // The user cleared the history here: the host still has it until the clear replays.
  if (name === 'searchHistory' && await db.outbox.findOne({ selector: { userId, name: CLEAR_SEARCH_HISTORY, status: 'pending' } }).exec()) return;
  await pullPages(db, api, {
    call, scope: name, userId, batch,
    async apply(documents) {
      const target = collection(db);
      const gone = documents.filter((d) => d.deleted).map(idOf);
      if (gone.length) await target.bulkRemove(gone);
      const live = documents.filter((d) => !d.deleted).map(({ deleted: _deleted, ...doc }) => ({ ...doc, id: idOf(doc as PulledDocument), userId }));
      if (live.length) await target.bulkUpsert(live);
    },
  });
}

/** A typed collection or a record kind pulled with a checkpoint (docs/decisions/003). */
export function pullRecords(
  db: StarqDatabase, api: ApiClient, userId: string, what: PulledCollection | PulledRecordKind, batch = PULL_BATCH,
): Promise<void> {
  const puller = pullers[what];
  return puller ? pullRecordKind(db, api, userId, puller, batch) : pullCollection(db, api, userId, what as PulledCollection, batch);
}

export async function pullAllRecords(db: StarqDatabase, api: ApiClient, userId: string): Promise<void> {
  for (const name of PULLED_COLLECTIONS) await pullCollection(db, api, userId, name, PULL_BATCH);
  for (const puller of Object.values(pullers)) if (puller) await pullRecordKind(db, api, userId, puller);
}
