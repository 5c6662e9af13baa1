import type { StarqDatabase } from '../db/database';
import type { OutboxEntry } from '../db/collections/outbox';
import type { LockManagerLike } from './locks';

const SEQ_KEY = 'outbox:seq';
const CLIENT_KEY = 'client:id';

export async function readOrCreateClientId(db: StarqDatabase, newId: () => string): Promise<string> {
  const existing = await db.kv.findOne(CLIENT_KEY).exec();
  if (existing) return existing.value;
  const id = newId();
  await db.kv.upsert({ key: CLIENT_KEY, value: id });
  return id;
}

export interface NewEntry {
  id: string;
  clientId: string;
  userId: string;
  name: string;
  args: Record<string, unknown>;
  preview: Record<string, unknown>;
  createdAt: number;
}

/**
 * One durable write: the entry is the truth, the optimistic view is derived
 * from it. Sequence numbers come from a counter under a cross-tab lock, so
 * two tabs never share one and the device never leaves a gap (RELIABILITY 4).
 */
export async function enqueue(db: StarqDatabase, locks: LockManagerLike, entry: NewEntry): Promise<OutboxEntry> {
  return locks.request('starq-outbox-seq', async () => {
    const counter = await db.kv.findOne(SEQ_KEY).exec();
    const seq = Number(counter?.value ?? 0) + 1;
    await db.kv.upsert({ key: SEQ_KEY, value: String(seq) });
    const doc: OutboxEntry = { ...entry, seq, status: 'pending', errorCode: 0, errorMsg: '', attempts: 0 };
    await db.outbox.insert(doc);
    return doc;
  });
}

export async function pendingFor(db: StarqDatabase, userId: string): Promise<OutboxEntry[]> {
  const docs = await db.outbox.find({ selector: { status: 'pending', userId }, sort: [{ seq: 'asc' }] }).exec();
  return docs.map((d) => d.toMutableJSON() as OutboxEntry);
}
