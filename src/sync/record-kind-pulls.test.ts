import { indexedDB, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addRxPlugin } from 'rxdb';
import { RxDBDevModePlugin } from 'rxdb/plugins/dev-mode';
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv';
import { firstValueFrom } from 'rxjs';
import type { ApiClient } from '../api/client';
import { pullOrders, type PullCheckpoint } from '../contract/platform/pull';
import { createStarqDatabase, type StarqDatabase } from '../db/database';
import type { RecordKind } from '../db/records/kinds';
import { recordKey } from '../db/records/records';
import { dexieStorage } from '../db/storage';
import { LIVE_QUERIES } from './live-queries';
import { recordCheckpointKey } from './record-checkpoint';
import { definePuller, pullRecordKind, type RecordPuller } from './record-kind-pulls';
import { writeConfirmed } from './write-generations';

addRxPlugin(RxDBDevModePlugin);

/** Any pull call of src/contract/platform/pull.ts fits the machinery; orders as buy marks keep this test inside today's kinds. */
const ordersAsBuys = definePuller({
  kind: 'mark.buy',
  call: pullOrders,
  toRecord: (order) => ({
    recordId: order.orderId, parentId: order.shopId, sortNum: order.createdAt, sortText: order.status,
    data: { title: order.shopName, image: order.shopLogo, price: order.total, sub: '', extra: '', classId: '' },
  }),
});
const registry: { [K in RecordKind]?: RecordPuller<K> } = { 'mark.buy': ordersAsBuys };

const order = (orderId: string, shopId: string, status: string, createdAt: number, deleted = false) =>
  ({ orderId, shopId, status, createdAt, shopName: `店${shopId}`, shopLogo: '', total: 100, updatedAt: createdAt, deleted });
type Page = { documents: ReturnType<typeof order>[]; checkpoint: PullCheckpoint | null; more: boolean };

let db: StarqDatabase;
let n = 0;
const asked: Record<string, unknown>[] = [];
function hostAnswering(pages: Page[], during?: () => Promise<void>): ApiClient {
  return { call: async (_call: unknown, params: Record<string, unknown>) => {
    asked.push(params);
    await during?.();
    return pages.shift();
  } } as unknown as ApiClient;
}
const rows = (p: Parameters<typeof LIVE_QUERIES.recordsOfKind>[1]) =>
  firstValueFrom(LIVE_QUERIES.recordsOfKind(db, p)).then((list) => list.map((r) => r.recordId));

beforeEach(async () => {
  asked.length = 0;
  const storage = wrappedValidateAjvStorage({ storage: dexieStorage({ indexedDB, IDBKeyRange }) as never });
  db = await createStarqDatabase(storage as never, `records${++n}`);
});
afterEach(() => db.close());

describe('a record kind pulled with a checkpoint', () => {
  it('writes pages into records, removes tombstones, saves the checkpoint, and the named query filters by the three shapes', async () => {
    await pullRecordKind(db, hostAnswering([
      { documents: [order('O1', 'S1', 'UNPAID', 10), order('O2', 'S2', 'PAID', 20)], checkpoint: { updatedAt: 20, id: 'O2' }, more: true },
      { documents: [order('O3', 'S1', 'PAID', 30), order('O1', 'S1', 'UNPAID', 40, true)], checkpoint: { updatedAt: 40, id: 'O1' }, more: false },
    ]), 'U1', registry['mark.buy']!, 2);

    expect(asked).toEqual([{ updatedAt: 0, id: '', limit: 2 }, { updatedAt: 20, id: 'O2', limit: 2 }]);
    expect(JSON.parse((await db.kv.findOne(recordCheckpointKey('mark.buy', 'U1')).exec())!.value)).toEqual({ updatedAt: 40, id: 'O1' });
    expect(await rows({ kind: 'mark.buy', userId: 'U1' })).toEqual(['O3', 'O2']);
    expect(await rows({ kind: 'mark.buy', userId: 'U1', parentId: 'S1' })).toEqual(['O3']);
    expect(await rows({ kind: 'mark.buy', userId: 'U1', sortText: 'PAID' })).toEqual(['O3', 'O2']);
    expect(await rows({ kind: 'mark.buy', userId: 'U2' })).toEqual([]);
    const [first] = await firstValueFrom(LIVE_QUERIES.recordsOfKind(db, { kind: 'mark.buy', userId: 'U1', limit: 1 }));
    expect(first).toMatchObject({ kind: 'mark.buy', userId: 'U1', sortNum: 30, updatedAt: 30, data: { title: '店S1', price: 100 } });
    expect(first!.data).not.toHaveProperty('deleted');
  });

  it('drops a page read before a confirmed write of the same kind and user, and keeps its checkpoint', async () => {
    const confirmWhileInFlight = () => writeConfirmed(db, 'mark.buy', 'U1', async () => undefined);
    await pullRecordKind(db, hostAnswering([
      { documents: [order('O1', 'S1', 'PAID', 10)], checkpoint: { updatedAt: 10, id: 'O1' }, more: false },
    ], confirmWhileInFlight), 'U1', ordersAsBuys);
    expect(await rows({ kind: 'mark.buy', userId: 'U1' })).toEqual([]);
    expect(await db.kv.findOne(recordCheckpointKey('mark.buy', 'U1')).exec()).toBeNull();
  });

  it('refuses data its kind\'s schema refuses, and skips a stored record that no longer passes it', async () => {
    const bad = { documents: [{ ...order('O1', 'S1', 'PAID', 10), total: 1.5 }], checkpoint: { updatedAt: 10, id: 'O1' }, more: false };
    await expect(pullRecordKind(db, hostAnswering([bad]), 'U1', ordersAsBuys)).rejects.toThrow();
    expect(await db.kv.findOne(recordCheckpointKey('mark.buy', 'U1')).exec()).toBeNull();

    await db.records.insert({
      id: recordKey('U1', 'mark.buy', 'O9'), kind: 'mark.buy', recordId: 'O9', userId: 'U1', parentId: '', sortNum: 1, sortText: '',
      updatedAt: 1, data: { title: 'written by an older version' }, checkedBy: '',
    });
    expect(await rows({ kind: 'mark.buy', userId: 'U1' })).toEqual([]);
  });
});
