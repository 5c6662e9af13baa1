import { ApiError } from '../api/api-error';
import type { ApiClient } from '../api/client';
import { CODES, isLoginLostCode, isSuccessCode } from '../contract/codes';
import { BATCH_MAX_ITEMS, SYNC_BATCH_CALLS, type BatchResult } from '../contract/platform/sync-batch';
import type { StarqDatabase } from '../db/database';
import type { OutboxEntry } from '../db/collections/outbox';
import { isMutationName, MUTATIONS } from './mutations';

/** Keeps a batch well inside the host's 1 MB body limit (RELIABILITY 12). */
const BATCH_MAX_BYTES = 256 * 1024;

/** `closed`: an administrator banned or deleted the account; the host's message says why (issue 14). */
export type BatchOutcome = 'drained' | 'retry-later' | 'login-lost' | { closed: string };

/**
 * A server failure on one item is retried in order like a lost connection; one that
 * keeps failing is shown as refused so the entries behind it are not held for ever.
 */
export const MAX_ITEM_SERVER_FAILURES = 5;

const hostOf = (entry: OutboxEntry) => (isMutationName(entry.name) ? MUTATIONS[entry.name].call.host : null);

/** The longest run of pending entries, in seq order, that go to the same host and fit one request. */
export function takeBatch(pending: OutboxEntry[]): OutboxEntry[] {
  const host = hostOf(pending[0]!);
  const batch: OutboxEntry[] = [];
  let bytes = 0;
  for (const entry of pending) {
    const size = JSON.stringify(entry.args).length + entry.id.length + 64;
    if (hostOf(entry) !== host || batch.length >= BATCH_MAX_ITEMS || (batch.length > 0 && bytes + size > BATCH_MAX_BYTES)) break;
    batch.push(entry);
    bytes += size;
  }
  return batch;
}

async function reject(db: StarqDatabase, entry: OutboxEntry, code: number, msg: string): Promise<void> {
  await db.outbox.findOne(entry.id).patch({ status: 'rejected', errorCode: code, errorMsg: msg });
}

/** A closed account will not act again: every entry it still has waiting is refused with the host's reason. */
async function rejectAllOf(db: StarqDatabase, userId: string, code: number, msg: string): Promise<void> {
  const waiting = await db.outbox.find({ selector: { userId, status: 'pending' } }).exec();
  for (const entry of waiting) await reject(db, entry, code, msg);
}

/** Accepted answers are written (only the last of a whole-state group), then their entries leave the outbox. */
async function settle(db: StarqDatabase, api: ApiClient, batch: OutboxEntry[], results: Map<string, BatchResult>): Promise<BatchOutcome> {
  const accepted: OutboxEntry[] = [];
  let outcome: BatchOutcome = 'drained';
  for (const entry of batch) {
    const result = results.get(entry.id);
    if (!result) break;
    if (isSuccessCode(result.code)) {
      accepted.push(entry);
    } else if (result.code === CODES.accountClosed) {
      await rejectAllOf(db, entry.userId, result.code, result.msg);
      outcome = { closed: result.msg };
      break;
    } else if (isLoginLostCode(result.code)) {
      outcome = 'login-lost';
      break;
    } else if (result.code === CODES.serverError && entry.attempts + 1 < MAX_ITEM_SERVER_FAILURES) {
      await db.outbox.findOne(entry.id).patch({ attempts: entry.attempts + 1 });
      outcome = 'retry-later';
      break;
    } else {
      await reject(db, entry, result.code, result.msg);
      await mutationOf(entry).refused?.(db, api, entry, result.code);
    }
  }
  const lastOfGroup = new Map<string, OutboxEntry>();
  for (const entry of accepted) {
    const def = mutationOf(entry);
    if (def.wholeState) lastOfGroup.set(def.wholeState, entry);
    else await def.confirm(db, results.get(entry.id)!.data as never, entry);
  }
  for (const entry of lastOfGroup.values()) {
    await mutationOf(entry).confirm(db, results.get(entry.id)!.data as never, entry);
  }
  if (accepted.length) await db.outbox.bulkRemove(accepted.map((e) => e.id));
  return outcome;
}

/**
 * What replaying needs of an entry's mutation, read through one narrow type: property access on the union of every
 * mutation's own type grows with each mutation until the compiler gives up on it.
 */
function mutationOf(entry: OutboxEntry): {
  wholeState?: string;
  confirm(db: StarqDatabase, data: never, entry: OutboxEntry): Promise<void>;
  refused?(db: StarqDatabase, api: ApiClient, entry: OutboxEntry, code: number): Promise<void>;
} {
  return MUTATIONS[entry.name as keyof typeof MUTATIONS] as never;
}

/**
 * Sends one batch with the author's token; each entry keeps its own id as
 * Idempotency-Key on the host, so a lost answer replays as the same outcome.
 */
export async function replayBatch(
  db: StarqDatabase, api: ApiClient, batch: OutboxEntry[], credentials: { userToken: string; shopToken: string },
): Promise<BatchOutcome> {
  const first = batch[0]!;
  if (!isMutationName(first.name)) {
    await reject(db, first, 0, '无法识别的操作');
    return 'drained';
  }
  const host = MUTATIONS[first.name].call.host;
  try {
    const { results } = await api.call(SYNC_BATCH_CALLS[host], {
      items: batch.map((e) => ({ key: e.id, name: MUTATIONS[e.name as keyof typeof MUTATIONS].call.name, args: e.args })),
    }, { credentials, clientId: first.clientId, seq: first.seq });
    return await settle(db, api, batch, new Map(results.map((r) => [r.key, r])));
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.code === CODES.accountClosed) {
      await rejectAllOf(db, first.userId, error.code, error.message);
      return { closed: error.message };
    }
    if (error.kind === 'login') return 'login-lost';
    if (error.isTransient) {
      await db.outbox.findOne(first.id).patch({ attempts: first.attempts + 1 });
      throw error;
    }
    // The host refused the batch itself: name the first entry so the queue can move on.
    await reject(db, first, error.code, error.message);
    return 'drained';
  }
}
