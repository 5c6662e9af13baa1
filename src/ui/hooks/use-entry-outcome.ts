import type { SyncHandle } from '../../workers/sync-handle';

export type EntryOutcome = { state: 'accepted' } | { state: 'rejected'; msg: string } | { state: 'pending' };

/**
 * Waits for one outbox entry: gone means the host accepted it; rejected
 * carries the host's message; still queued after the wait means offline or slow.
 */
export function awaitEntry(sync: SyncHandle, userId: string, entryId: string, waitMs = 8000): Promise<EntryOutcome> {
  return new Promise((resolve) => {
    const watching: { stop?: () => void } = {};
    let done = false;
    const finish = (outcome: EntryOutcome) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      queueMicrotask(() => watching.stop?.());
      resolve(outcome);
    };
    const timer = setTimeout(() => finish({ state: 'pending' }), waitMs);
    watching.stop = sync.watch('outbox', { userId }, (entries) => {
      const entry = entries.find((e) => e.id === entryId);
      if (!entry) finish({ state: 'accepted' });
      else if (entry.status === 'rejected') finish({ state: 'rejected', msg: entry.errorMsg });
    });
    if (done) watching.stop();
  });
}

export function newClientId(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
}
