import type { SyncHandle } from './sync-handle';

/**
 * A handle usable at once while the worker is still opening the store:
 * calls wait for it, subscriptions attach when it is ready.
 */
export function createDeferredHandle(ready: Promise<SyncHandle>): SyncHandle {
  const later = (attach: (h: SyncHandle) => () => void) => {
    let detach: (() => void) | undefined;
    let cancelled = false;
    // A worker that never opened its store is reported once by whoever started it; subscriptions just never attach.
    ready.then((h) => {
      if (!cancelled) detach = attach(h);
    }, () => undefined);
    return () => {
      cancelled = true;
      detach?.();
    };
  };
  return {
    setSession: async (s) => (await ready).setSession(s),
    mutate: async (name, args, preview) => (await ready).mutate(name, args, preview),
    dismissRejected: async (id) => (await ready).dismissRejected(id),
    retryRejected: async (id) => (await ready).retryRejected(id),
    refresh: async (target) => (await ready).refresh(target),
    setOnline: async (online) => (await ready).setOnline(online),
    editSearchHistory: async (change) => (await ready).editSearchHistory(change),
    changeDraft: async (change) => (await ready).changeDraft(change),
    readDraftBlob: async (key) => (await ready).readDraftBlob(key),
    uploadMedia: async (kind, file, name) => (await ready).uploadMedia(kind, file, name),
    clearCache: async () => (await (await ready).clearCache?.()) ?? 0,
    onLoginLost: async (listener) => (await ready).onLoginLost(listener),
    onStatus: (listener) => later((h) => h.onStatus(listener)),
    watch: (name, params, listener) => later((h) => h.watch(name, params, listener)),
    joinLiveRoom: (room, listener) => later((h) => h.joinLiveRoom(room, listener)),
  };
}
