import { changesWipedMessage } from '../domain/messages';
import { INITIAL_STATUS, type SyncStatus } from '../sync/status';
import type { SyncHandle } from './sync-handle';

const SNAPSHOT_KEY = 'starq-sync-snapshot';
const LOST_KEY = 'starq-sync-lost';
/** The id under which lost changes show among the refusals; dismissing it clears the notice. */
export const LOST_CHANGES_ID = 'storage-wiped';

interface Snapshot {
  clientId: string;
  queued: number;
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function readSnapshot(storage: KeyValueStorage): Snapshot | null {
  try {
    const value = JSON.parse(storage.getItem(SNAPSHOT_KEY) ?? 'null') as Snapshot | null;
    return value && typeof value.clientId === 'string' && typeof value.queued === 'number' ? value : null;
  } catch {
    return null;
  }
}

/**
 * Where sync stood, kept outside IndexedDB (issue 10, RELIABILITY 11): the queue's size shows the
 * moment the page loads, before the worker has opened the store; and if the store comes back as
 * a new one (another client id) while the last snapshot had changes queued, those were wiped
 * with it, and the user is told how many, until they dismiss it.
 */
export function withStatusMemory(inner: SyncHandle, storage: KeyValueStorage): SyncHandle {
  const previous = readSnapshot(storage);
  let lost = Number(storage.getItem(LOST_KEY) ?? 0) || 0;
  let checked = false;
  let latest: SyncStatus = { ...INITIAL_STATUS, pending: previous?.queued ?? 0 };
  const listeners = new Set<(status: SyncStatus) => void>();

  const withLost = (status: SyncStatus): SyncStatus => (lost > 0
    ? { ...status, rejected: [{ id: LOST_CHANGES_ID, name: 'storage.wiped', msg: changesWipedMessage(lost) }, ...status.rejected] }
    : status);
  const publish = () => {
    for (const listener of listeners) listener(withLost(latest));
  };

  function observe(status: SyncStatus): void {
    if (!status.outboxRead) return;
    if (!checked) {
      checked = true;
      if (previous && previous.clientId !== status.clientId && previous.queued > 0) {
        lost += previous.queued;
        storage.setItem(LOST_KEY, String(lost));
      }
    }
    storage.setItem(SNAPSHOT_KEY, JSON.stringify({ clientId: status.clientId, queued: status.pending + status.waitingForLogin }));
    latest = status;
    publish();
  }

  let detach: (() => void) | undefined;
  return {
    ...inner,
    onStatus(listener) {
      listeners.add(listener);
      listener(withLost(latest));
      detach ??= inner.onStatus(observe);
      return () => listeners.delete(listener);
    },
    async dismissRejected(id) {
      if (id !== LOST_CHANGES_ID) return inner.dismissRejected(id);
      lost = 0;
      storage.removeItem(LOST_KEY);
      publish();
    },
  };
}
