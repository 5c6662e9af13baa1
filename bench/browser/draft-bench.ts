// The draft save figure, on the page's main thread as in the app: the goods form's save goes through the app's handle
// (src/workers/sync-handle.ts) to the app's own sync worker (src/workers/sync.worker.ts), which writes the draft.
import * as Comlink from 'comlink';
import { wrapRemote, type SyncHandle } from '../../src/workers/sync-handle';
import type { WorkerApi } from '../../src/workers/sync-worker-api';
import { typedText, type BenchSession, type DraftBench, type Keystrokes, type PlainBench } from './protocol';

export function createDraftBench(plain: Comlink.Remote<PlainBench>): DraftBench {
  let worker: Worker | undefined;
  let remote: Comlink.Remote<WorkerApi> | undefined;
  let handle: SyncHandle | undefined;
  let stopWatching: (() => void) | undefined;

  return {
    async open(session: BenchSession) {
      worker = new Worker(new URL('../../src/workers/sync.worker.ts', import.meta.url), { type: 'module', name: 'starq-sync' });
      remote = Comlink.wrap<WorkerApi>(worker);
      await remote.init({ origin: self.location.origin, session, databaseName: `benchdrafts${Date.now()}` });
      handle = wrapRemote(remote);
    },

    async type(target: 'app' | 'dexie', k: Keystrokes) {
      const total: number[] = [];
      const sync: number[] = [];
      // The form screen watches its draft (addOrUpdateGoods: useLiveQuery 'shopDraft'): each save is sent back to it.
      if (target === 'app') stopWatching = handle!.watch('shopDraft', { userId: k.userId, draftId: k.draftId }, () => undefined);
      try {
        for (let i = 1; i <= k.count; i++) {
          const fields = { description: typedText(i) };
          const start = performance.now();
          const saved = target === 'app'
            ? handle!.changeDraft({ op: 'fields', draftId: k.draftId, fields }).then((r) => {
              if (!r.ok) throw new Error(`draft not saved: ${r.msg}`);
            })
            : plain.putDraft(k.userId, k.draftId, fields);
          sync.push(performance.now() - start);
          await saved;
          total.push(performance.now() - start);
          if (k.gapMs) await new Promise((r) => setTimeout(r, k.gapMs));
        }
      } finally {
        stopWatching?.();
      }
      return { total, sync };
    },

    async close() {
      await remote?.close();
      worker?.terminate();
      worker = undefined;
    },
  };
}
