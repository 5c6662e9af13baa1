// @vitest-environment node
import { indexedDB, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv';
import type { ApiClient } from '../../src/api/client';
import type { BatchResult } from '../../src/contract/platform/sync-batch';
import { createStarqDatabase, type StarqDatabase } from '../../src/db/database';
import { dexieStorage } from '../../src/db/storage';
import { createLocalLocks } from '../../src/sync/locks';
import { enqueue, pendingFor } from '../../src/sync/outbox';
import { MAX_ITEM_SERVER_FAILURES, replayBatch } from '../../src/sync/replay-batch';
import './harness';

const USER = 'U1';
const credentials = { userToken: 't', shopToken: '' };
let db: StarqDatabase;
let n = 0;

beforeEach(async () => {
  const storage = wrappedValidateAjvStorage({ storage: dexieStorage({ indexedDB, IDBKeyRange }) as never });
  db = await createStarqDatabase(storage as never, `replay-error-${++n}`);
  const locks = createLocalLocks();
  for (const goodsId of ['G1', 'G2', 'G3']) {
    await enqueue(db, locks, { id: `m-${goodsId}`, clientId: 'c1', userId: USER, name: 'marks.collect', args: { goodsId }, preview: {}, createdAt: 0 });
  }
});
afterEach(async () => { await db.close(); });

/** The host answers each item as `answer` says; an item after a server failure gets no answer, as the host stops there. */
function hostAnswering(answer: (goodsId: string) => BatchResult['code']): ApiClient {
  return {
    call: async (_call: unknown, input: { items: { key: string; args: { goodsId: string } }[] }) => {
      const results: BatchResult[] = [];
      for (const item of input.items) {
        const code = answer(item.args.goodsId);
        results.push({ key: item.key, code, msg: code === 0 ? '成功' : '服务器开小差了~', data: code === 0 ? { goodsId: item.args.goodsId, isCollect: 1 } : null });
        if (code === 5000) break;
      }
      return { results };
    },
  } as unknown as ApiClient;
}

describe('a server failure on one batch item (issue 9.6, RELIABILITY 3)', () => {
  it('keeps the item and those after it queued, in order, to retry after a backoff', async () => {
    const outcome = await replayBatch(db, hostAnswering((g) => (g === 'G2' ? 5000 : 0)), await pendingFor(db, USER), credentials);
    expect(outcome).toBe('retry-later');
    const pending = await pendingFor(db, USER);
    expect(pending.map((e) => [e.id, e.attempts])).toEqual([['m-G2', 1], ['m-G3', 0]]);
  });

  it('shows an item that keeps failing as refused, so the ones behind it go through', async () => {
    const host = hostAnswering((g) => (g === 'G2' ? 5000 : 0));
    for (let i = 1; i < MAX_ITEM_SERVER_FAILURES; i++) {
      expect(await replayBatch(db, host, await pendingFor(db, USER), credentials)).toBe('retry-later');
    }
    expect(await replayBatch(db, host, await pendingFor(db, USER), credentials)).toBe('drained');
    const refused = await db.outbox.findOne('m-G2').exec();
    expect(refused?.status).toBe('rejected');
    expect(refused?.errorMsg).toBe('服务器开小差了~');
    expect(await replayBatch(db, host, await pendingFor(db, USER), credentials)).toBe('drained');
    expect(await pendingFor(db, USER)).toEqual([]);
  });
});
