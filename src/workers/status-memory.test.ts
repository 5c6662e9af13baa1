import { describe, expect, it } from 'vitest';
import { INITIAL_STATUS, type SyncStatus } from '../sync/status';
import type { SyncHandle } from './sync-handle';
import { LOST_CHANGES_ID, withStatusMemory } from './status-memory';

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) };
}

/** A worker handle whose status the test emits, as the worker does once it has opened the store. */
function fakeWorker() {
  let emit: (status: SyncStatus) => void = () => undefined;
  const handle = {
    onStatus: (listener: (s: SyncStatus) => void) => { emit = listener; return () => undefined; },
    dismissRejected: async () => undefined,
  } as unknown as SyncHandle;
  return { handle, emit: (change: Partial<SyncStatus>) => emit({ ...INITIAL_STATUS, outboxRead: true, ...change }) };
}

function watch(handle: SyncHandle): SyncStatus[] {
  const seen: SyncStatus[] = [];
  handle.onStatus((s) => seen.push(s));
  return seen;
}

describe('status memory outside IndexedDB (issue 10.2, 10.7)', () => {
  it('shows the queue size at once after a reload, before the worker has opened the store', () => {
    const storage = memoryStorage();
    const first = fakeWorker();
    watch(withStatusMemory(first.handle, storage));
    first.emit({ clientId: 'c1', pending: 3 });

    const seen = watch(withStatusMemory(fakeWorker().handle, storage));
    expect(seen[0]!.pending).toBe(3);
  });

  it('tells how many queued changes a wiped store took with it, until dismissed', async () => {
    const storage = memoryStorage();
    const before = fakeWorker();
    watch(withStatusMemory(before.handle, storage));
    before.emit({ clientId: 'c1', pending: 2, waitingForLogin: 1 });

    const after = fakeWorker();
    const handle = withStatusMemory(after.handle, storage);
    const seen = watch(handle);
    after.emit({ clientId: 'c2', pending: 0 });
    expect(seen.at(-1)!.rejected).toEqual([{ id: LOST_CHANGES_ID, name: 'storage.wiped', msg: '本机存储已被清除，3项未同步的更改已丢失，请重新操作' }]);

    const again = fakeWorker();
    const reloaded = watch(withStatusMemory(again.handle, storage));
    again.emit({ clientId: 'c2', pending: 0 });
    expect(reloaded.at(-1)!.rejected.map((r) => r.id)).toEqual([LOST_CHANGES_ID]);

    await handle.dismissRejected(LOST_CHANGES_ID);
    expect(seen.at(-1)!.rejected).toEqual([]);
  });

  it('says nothing when the same store comes back, or a new one replaces an empty queue', () => {
    const storage = memoryStorage();
    const a = fakeWorker();
    watch(withStatusMemory(a.handle, storage));
    a.emit({ clientId: 'c1', pending: 2 });
    const b = fakeWorker();
    const same = watch(withStatusMemory(b.handle, storage));
    b.emit({ clientId: 'c1', pending: 2 });
    expect(same.at(-1)!.rejected).toEqual([]);
    b.emit({ clientId: 'c1', pending: 0 });
    const c = fakeWorker();
    const fresh = watch(withStatusMemory(c.handle, storage));
    c.emit({ clientId: 'c9', pending: 0 });
    expect(fresh.at(-1)!.rejected).toEqual([]);
  });
});
