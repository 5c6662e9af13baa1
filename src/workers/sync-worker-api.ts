import * as Comlink from 'comlink';
import { createApiClient } from '../api/client';
import { createStarqDatabase, type StarqDatabase } from '../db/database';
import { dexieStorage } from '../db/storage';
import { createRandomId } from '../domain/format';
import { platformLocks } from '../sync/locks';
import { createSyncEngine, type RefreshTarget, type SyncEngine } from '../sync/engine';
import type { LiveQueryName, LiveQueryParams, LiveQueryResult } from '../sync/live-queries';
import type { MutationArgs, MutationName } from '../sync/mutations';
import type { EngineSession } from '../sync/replayer';
import type { SyncStatus } from '../sync/status';
import type { SearchHistoryChange } from '../sync/search-history';
import type { RxStorage } from 'rxdb';
import { hostBaseUrl } from '../api/host-urls';
import { CODES } from '../contract/codes';
import { MediaStore } from '../db/media-store';
import { MEDIA_TUS_PATH, type MediaKind } from '../domain/media-kinds';
import type { DraftChange } from '../sync/drafts';
import type { LiveRoomStatus } from '../sync/live-channel';
import { LIVE_SOCKET_PATH } from '../contract/platform/live-channel';
import { clearCachedAnswers } from '../sync/clear-cache';

function newId(): string {
  return globalThis.crypto?.randomUUID?.() ?? createRandomId(Math.random);
}

/**
 * What the worker exposes over comlink. Kept as a plain factory so tests can
 * run it in Node over a MessageChannel (STACK-NOTES).
 */
export function createWorkerApi(
  storageFactory: () => RxStorage<unknown, unknown> = () => dexieStorage(),
  mediaStoreFactory: (() => MediaStore) | null = () => new MediaStore(),
) {
  let engine: SyncEngine | undefined;
  let db: StarqDatabase | undefined;
  let session: EngineSession | null = null;
  const unsubscribers = new Map<number, () => void>();
  let nextId = 1;
  let loginLostListener: ((reason?: string) => void) | undefined;

  function ready(): SyncEngine {
    if (!engine) throw new Error('sync worker not initialised');
    return engine;
  }

  function keep(unsubscribe: () => void): number {
    const id = nextId++;
    unsubscribers.set(id, unsubscribe);
    return id;
  }

  const opening = new Map<string | undefined, Promise<StarqDatabase>>();
  function openStore(databaseName?: string): Promise<StarqDatabase> {
    const known = opening.get(databaseName);
    if (known) return known;
    const open = createStarqDatabase(storageFactory(), databaseName);
    opening.set(databaseName, open);
    // A store that failed to open is opened afresh by the next `init`.
    open.catch(() => opening.delete(databaseName));
    return open;
  }

  return {
    /**
     * Starts opening the store before the page has sent `init` (decision 039): a first visit's store takes a few
     * hundred milliseconds to create, which the page's own start then overlaps. A failure is `init`'s to report.
     */
    openStoreEarly(): void {
      openStore().catch(() => undefined);
    },
    async init(options: { origin: string; session: EngineSession | null; databaseName?: string }): Promise<void> {
      if (engine) return;
      db = await openStore(options.databaseName);
      const api = createApiClient({
        origin: options.origin,
        getCredentials: () => ({ userToken: session?.userToken ?? '', shopToken: session?.shopToken ?? '' }),
        onLoginLost: (error) => loginLostListener?.(error.code === CODES.accountClosed ? error.message : undefined),
      });
      engine = await createSyncEngine({
        db, api, locks: platformLocks(), newId, random: Math.random, now: Date.now,
        onLoginLost: (reason) => loginLostListener?.(reason),
        media: mediaStoreFactory ? { store: mediaStoreFactory(), endpoint: `${hostBaseUrl('member', options.origin)}${MEDIA_TUS_PATH}` } : undefined,
        liveUrl: typeof WebSocket === 'undefined' ? undefined : `${hostBaseUrl('chat', options.origin).replace(/^http/, 'ws')}${LIVE_SOCKET_PATH}`,
      });
      session = options.session;
      engine.setSession(session);
    },
    setSession(next: EngineSession | null): void {
      session = next;
      ready().setSession(next);
    },
    mutate<N extends MutationName>(name: N, args: MutationArgs<N>, preview?: Record<string, unknown>) {
      return ready().mutate(name, args, preview);
    },
    dismissRejected: (id: string) => ready().dismissRejected(id),
    retryRejected: (id: string) => ready().retryRejected(id),
    refresh: (target: RefreshTarget) => ready().refresh(target),
    setOnline: (online: boolean) => ready().setOnline(online),
    editSearchHistory: (change: SearchHistoryChange) => ready().editSearchHistory(change),
    changeDraft: (change: DraftChange) => ready().changeDraft(change),
    readDraftBlob: (key: string) => ready().readDraftBlob(key),
    uploadMedia: (kind: MediaKind, blob: Blob, name: string) => ready().uploadMedia(kind, blob, name),
    clearCache: async (): Promise<number> => (db ? clearCachedAnswers(db) : 0),
    onLoginLost(listener: (reason?: string) => void): void {
      loginLostListener = listener;
    },
    subscribeStatus(listener: (status: SyncStatus) => void): number {
      return keep(ready().status.subscribe(listener));
    },
    watch<N extends LiveQueryName>(name: N, params: LiveQueryParams<N>, listener: (value: LiveQueryResult<N>) => void): number {
      return keep(ready().watch(name, params, listener));
    },
    joinLiveRoom(room: string, listener: (status: LiveRoomStatus) => void): number {
      return keep(ready().joinLiveRoom(room, listener));
    },
    unsubscribe(id: number): void {
      unsubscribers.get(id)?.();
      unsubscribers.delete(id);
    },
    async close(): Promise<void> {
      for (const off of unsubscribers.values()) off();
      unsubscribers.clear();
      await engine?.close();
      await db?.close();
      opening.clear();
      engine = undefined;
    },
  };
}

export type WorkerApi = ReturnType<typeof createWorkerApi>;
export type RemoteWorkerApi = Comlink.Remote<WorkerApi>;
