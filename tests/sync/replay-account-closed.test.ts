// @vitest-environment node
import { indexedDB, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv';
import { ApiError } from '../../src/api/api-error';
import type { ApiClient } from '../../src/api/client';
import { CODES } from '../../src/contract/codes';
import type { BatchResult } from '../../src/contract/platform/sync-batch';
import { createStarqDatabase, type StarqDatabase } from '../../src/db/database';
import { dexieStorage } from '../../src/db/storage';
import { createLocalLocks } from '../../src/sync/locks';
import { enqueue, pendingFor } from '../../src/sync/outbox';
import { replayBatch, takeBatch } from '../../src/sync/replay-batch';
import './harness';

const USER = 'U1';
const REASON = '账号已被封禁：多次发布违规广告';
const credentials = { userToken: 't', shopToken: '' };
let db: StarqDatabase;
let n = 0;

beforeEach(async () => {
  const storage = wrappedValidateAjvStorage({ storage: dexieStorage({ indexedDB, IDBKeyRange }) as never });
  db = await createStarqDatabase(storage as never, `replay-closed-${++n}`);
  const locks = createLocalLocks();
  for (const goodsId of ['G1', 'G2']) {
    await enqueue(db, locks, { id: `m-${goodsId}`, clientId: 'c1', userId: USER, name: 'marks.collect', args: { goodsId }, preview: {}, createdAt: 0 });
  }
  // Another host's entry, not in the same batch: refused too, since the account will not act again.
  await enqueue(db, locks, { id: 'm-cart', clientId: 'c1', userId: USER, name: 'cart.add', args: { goodsId: 'G3', num: 1 }, preview: {}, createdAt: 0 });
});
afterEach(async () => { await db.close(); });

const closedHost: ApiClient = {
  call: async (_call: unknown, input: { items: { key: string }[] }) => ({
    results: input.items.map((item): BatchResult => ({ key: item.key, code: CODES.accountClosed, msg: REASON, data: null })),
  }),
} as unknown as ApiClient;

describe('an account an administrator closed (issue 14)', () => {
  it('refuses every entry the user still had waiting with the host\'s reason, and says the login is over with it', async () => {
    const outcome = await replayBatch(db, closedHost, takeBatch(await pendingFor(db, USER)), credentials);
    expect(outcome).toEqual({ closed: REASON });
    expect(await pendingFor(db, USER)).toEqual([]);
    const refused = await db.outbox.find().exec();
    expect(refused.map((e) => [e.id, e.status, e.errorCode, e.errorMsg]).sort()).toEqual([
      ['m-G1', 'rejected', CODES.accountClosed, REASON], ['m-G2', 'rejected', CODES.accountClosed, REASON], ['m-cart', 'rejected', CODES.accountClosed, REASON],
    ]);
  });

  it('a 4105 is a lost login to the client, as 4010/4012 are', () => {
    expect(ApiError.fromCode(CODES.accountClosed, REASON).kind).toBe('login');
    expect(ApiError.fromCode(CODES.accountBanned, '该店铺已被封禁').kind).toBe('business');
  });
});
