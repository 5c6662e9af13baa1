import type { RxCollection } from 'rxdb';
import type { ApiClient } from '../api/client';
import type { CallDef } from '../contract/define-call';
import {
  pullAddresses, pullInvoices, pullOrders, pullSearchHistory, PullCheckpointSchema, type PullCheckpoint,
} from '../contract/pull';
import type { StarqDatabase } from '../db/database';
import { recordId } from '../db/rx-schema';
import { RECORD_KINDS, type RecordKind } from './record-store';
import { readGeneration, writePulled } from './write-generations';
import { CLEAR_SEARCH_HISTORY } from './search-history';

type PulledDoc = { deleted: boolean; updatedAt: number } & Record<string, unknown>;

interface RecordSpec {
  call: CallDef;
  collection(db: StarqDatabase): RxCollection;
  /** The host's id field of the record (the local key is user + id). */
  idField: string;
}

const SPECS: Record<RecordKind, RecordSpec> = {
  orders: { call: pullOrders, collection: (db) => db.orders as unknown as RxCollection, idField: 'orderId' },
  addresses: { call: pullAddresses, collection: (db) => db.addresses as unknown as RxCollection, idField: 'addressId' },
  invoices: { call: pullInvoices, collection: (db) => db.invoices as unknown as RxCollection, idField: 'invoiceId' },
  searchHistory: { call: pullSearchHistory, collection: (db) => db.searchHistory as unknown as RxCollection, idField: 'keyword' },
};

const PULL_BATCH = 200;
/** A safety stop: a pull that keeps saying `more` for this many pages continues at the next refresh. */
const MAX_PAGES = 100;

/** Checkpoints are per user: another user on the device starts from the beginning. */
export const recordCheckpointKey = (kind: RecordKind, userId: string) => `checkpoint:${kind}:${userId}`;

async function readCheckpoint(db: StarqDatabase, key: string): Promise<PullCheckpoint> {
  const saved = await db.kv.findOne(key).exec();
  const parsed = saved ? PullCheckpointSchema.safeParse(JSON.parse(saved.value)) : null;
  return parsed?.success ? parsed.data : { updatedAt: 0, id: '' };
}

/**
 * Pulls the signed-in user's records of one kind changed since the user's checkpoint, page by page.
 * Tombstones remove the local copy. A page is dropped if a replayed change was confirmed while it was
 * in flight (its answer is newer); the checkpoint is saved after its page is written, and the host moves
 * it only past settled records, so a pull never passes data it did not apply (RELIABILITY 5, 7).
 */
export async function pullRecords(db: StarqDatabase, api: ApiClient, userId: string, kind: RecordKind, batch = PULL_BATCH): Promise<void> {
  const { call, collection, idField } = SPECS[kind];
  const idOf = (doc: PulledDoc) => String(doc[idField]);
  const key = recordCheckpointKey(kind, userId);
  // The user cleared the history here: the host still has it until the clear replays.
  if (kind === 'searchHistory' && await db.outbox.findOne({ selector: { userId, name: CLEAR_SEARCH_HISTORY, status: 'pending' } }).exec()) return;
  for (let page = 0; page < MAX_PAGES; page++) {
    const checkpoint = await readCheckpoint(db, key);
    const generation = await readGeneration(db, kind, userId);
    const answer = (await api.call(call, { ...checkpoint, limit: batch })) as { documents: PulledDoc[]; checkpoint: PullCheckpoint | null; more: boolean };
    const applied = await writePulled(db, kind, userId, generation, async () => {
      const target = collection(db);
      const gone = answer.documents.filter((d) => d.deleted).map((d) => recordId(userId, idOf(d)));
      if (gone.length) await target.bulkRemove(gone);
      const live = answer.documents.filter((d) => !d.deleted)
        .map(({ deleted: _deleted, ...doc }) => ({ ...doc, id: recordId(userId, idOf(doc as PulledDoc)), userId }));
      if (live.length) await target.bulkUpsert(live);
      if (answer.checkpoint) await db.kv.upsert({ key, value: JSON.stringify(answer.checkpoint) });
    });
    if (!applied || !answer.more) return;
  }
}

export async function pullAllRecords(db: StarqDatabase, api: ApiClient, userId: string): Promise<void> {
  for (const kind of RECORD_KINDS) await pullRecords(db, api, userId, kind);
}
