import * as Comlink from 'comlink';
import type { RefreshResult, RefreshTarget } from '../sync/engine';
import type { LiveQueryName, LiveQueryParams, LiveQueryResult } from '../sync/live-queries';
import type { MutationArgs, MutationName } from '../sync/mutations';
import type { EngineSession } from '../sync/replayer';
import type { SyncStatus } from '../sync/status';
import type { SearchHistoryChange } from '../sync/search-history';
import type { RemoteWorkerApi } from './sync-worker-api';
import type { DraftChange, DraftResult } from '../sync/drafts';
import type { LiveRoomStatus } from '../sync/live-channel';
import type { MediaUploadResult } from '../sync/media-upload-now';
import type { MediaKind } from '../domain/media-kinds';

/** The main thread's handle on the sync worker; routes reach it through router context. */
export interface SyncHandle {
  setSession(session: EngineSession | null): Promise<void>;
  mutate<N extends MutationName>(name: N, args: MutationArgs<N>, preview?: Record<string, unknown>): Promise<{ ok: true; id: string } | { ok: false; msg: string }>;
  dismissRejected(id: string): Promise<void>;
  /** Sends a refused change again (a new mutation through the same entry point). */
  retryRejected(id: string): Promise<{ ok: true; id: string } | { ok: false; msg: string }>;
  refresh(target: RefreshTarget): Promise<RefreshResult>;
  /** The page's online and offline events: a dedicated worker does not always hear them itself. */
  setOnline(online: boolean): Promise<void>;
  /** The search page's history on this device: remember a search, or clear (the account's too, through the outbox). */
  editSearchHistory(change: SearchHistoryChange): Promise<void>;
  /** A shop owner's goods draft: saved as typed, its media kept as blobs, published through the outbox. */
  changeDraft(change: DraftChange): Promise<DraftResult>;
  /** A draft's picture or video not yet uploaded (to show it from the device). */
  readDraftBlob(key: string): Promise<Blob | null>;
  /**
   * A picture or video a screen needs at once, sent to the media service by the worker while the screen waits (the
   * page runs no tus client; screens call it through `useMediaUpload`, decision 010).
   */
  uploadMedia(kind: MediaKind, file: Blob, name: string): Promise<MediaUploadResult>;
  /** 清除缓存: the stored answers of read calls only; the outbox and drafts stay (issue 15). */
  clearCache?(): Promise<number>;
  onStatus(listener: (status: SyncStatus) => void): () => void;
  watch<N extends LiveQueryName>(name: N, params: LiveQueryParams<N>, listener: (value: LiveQueryResult<N>) => void): () => void;
  /** Joins a live-channel room (decision 013) until the returned function is called; its messages land in `records`. */
  joinLiveRoom(room: string, listener: (status: LiveRoomStatus) => void): () => void;
  /** 4010/4012, or 4105 with the host's reason (an administrator banned or deleted the account). */
  onLoginLost(listener: (reason?: string) => void): Promise<void>;
}

function subscription(start: Promise<number>, remote: RemoteWorkerApi): () => void {
  let cancelled = false;
  // A subscription the worker could not start (its store closed under it) has nothing to end.
  const started = start.catch(() => undefined);
  void started.then((id) => (cancelled && id !== undefined ? remote.unsubscribe(id) : undefined));
  return () => {
    cancelled = true;
    void started.then((id) => (id === undefined ? undefined : remote.unsubscribe(id)));
  };
}

export function wrapRemote(remote: RemoteWorkerApi): SyncHandle {
  return {
    setSession: (session) => remote.setSession(session),
    mutate: (name, args, preview) => remote.mutate(name, args as never, preview) as never,
    dismissRejected: (id) => remote.dismissRejected(id),
    retryRejected: (id) => remote.retryRejected(id),
    refresh: (target) => remote.refresh(target),
    setOnline: (online) => remote.setOnline(online),
    editSearchHistory: (change) => remote.editSearchHistory(change),
    changeDraft: (change) => remote.changeDraft(change),
    readDraftBlob: (key) => remote.readDraftBlob(key),
    uploadMedia: (kind, file, name) => remote.uploadMedia(kind, file, name),
    clearCache: () => remote.clearCache(),
    onStatus: (listener) => subscription(remote.subscribeStatus(Comlink.proxy(listener)), remote),
    watch: (name, params, listener) =>
      subscription(remote.watch(name, params as never, Comlink.proxy(listener as (v: unknown) => void) as never), remote),
    joinLiveRoom: (room, listener) => subscription(remote.joinLiveRoom(room, Comlink.proxy(listener)), remote),
    onLoginLost: (listener) => remote.onLoginLost(Comlink.proxy(listener)),
  };
}

/** The worker public/start-sync-worker.js started before the app's modules loaded (decision 039), taken once. */
function takeEarlyWorker(): Worker | undefined {
  const page = globalThis as { __starqSyncWorker?: Worker };
  const early = page.__starqSyncWorker;
  delete page.__starqSyncWorker;
  return early;
}

/** Starts the worker (or takes the one already started), opens the local store in it and hands it the current login. */
export async function startSyncWorker(session: EngineSession | null): Promise<SyncHandle> {
  const worker = takeEarlyWorker() ?? new Worker(new URL('./sync.worker.ts', import.meta.url), { type: 'module', name: 'starq-sync' });
  const remote = Comlink.wrap<import('./sync-worker-api').WorkerApi>(worker);
  await remote.init({ origin: self.location.origin, session });
  return wrapRemote(remote);
}
