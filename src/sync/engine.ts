import type { Subscription } from 'rxjs';
import type { ApiClient } from '../api/client';
import { MESSAGES } from '../domain/messages';
import type { StarqDatabase } from '../db/database';
import type { OutboxEntry } from '../db/collections/outbox';
import type { LockManagerLike } from './locks';
import { LIVE_QUERIES, type LiveQueryName, type LiveQueryParams, type LiveQueryResult } from './live-queries';
import { isMutationName, MUTATIONS, type MutationArgs, type MutationName } from './mutations';
import { enqueue, readOrCreateClientId } from './outbox';
import { clearUserScopedCache, refreshCachedCall } from './cached-calls';
import type { RefreshResult, RefreshTarget } from './refresh';
import { pullCart, pullCategories, pullGoodsDetail, pullHome } from './pullers';
import { createWorkingSetTrimmer } from './working-set';
import { createReplayer, type EngineSession } from './replayer';
import { refreshMyLists } from './my-lists-store';
import { pullAllRecords, pullRecords } from './record-pulls';
import { CLEAR_SEARCH_HISTORY, editSearchHistory, type SearchHistoryChange } from './search-history';
import { createReadReporter, createStatusStore, INITIAL_STATUS, type SyncStatus } from './status';
import { parseRequest } from '../contract/parse-request';
import type { MediaStore } from '../db/media-store';
import { createDraftActions, type DraftChange, type DraftResult } from './drafts';
import { createMediaUploader } from './media-uploads';
import { uploadMediaNow, type MediaUploadResult } from './media-upload-now';
import type { MediaKind } from '../domain/media-kinds';
import { pullShopGoodsRecords } from './shop-goods-pull';
import { pullShopOrderRecords } from './shop-orders-pull';
import { createLiveChannel, type LiveRoomStatus } from './live-channel';
import { keepLiveMessages, storedLiveSeq } from './live-messages';

export interface EngineDeps {
  db: StarqDatabase;
  api: ApiClient;
  locks: LockManagerLike;
  newId(): string;
  random(): number;
  now(): number;
  /** Tells the page that a replay met 4010/4012, or 4105 with the reason the account was closed. */
  onLoginLost?(reason?: string): void;
  /** Where drafts' pictures and videos wait, and the tus endpoint they go to; without them drafts keep no media. */
  media?: { store: MediaStore; endpoint: string };
  /** The live channel's WebSocket URL (decision 013); without it rooms stay offline. */
  liveUrl?: string;
  /** Tests in Node give their own WebSocket. */
  createLiveSocket?(url: string): WebSocket;
}

export type { RefreshResult, RefreshTarget } from './refresh';

/**
 * What the outbox keeps is what the host will parse again: the parsed request, unless the contract's parse changes a
 * field's type (money typed as yuan text answers fen), in which case the caller's checked input.
 */
function replayable(call: Parameters<typeof parseRequest>[0], input: unknown, parsed: unknown): Record<string, unknown> {
  return (parseRequest(call, parsed).success ? parsed : input) as Record<string, unknown>;
}
/** Refreshes that bring catalogue goods into the store (or, at start, may find a whole catalogue there to trim). */
const TRIMS_AFTER: ReadonlySet<RefreshTarget['kind']> = new Set(['catalogue', 'home', 'goodsDetail', 'call']);

export type MutateResult = { ok: true; id: string } | { ok: false; msg: string };

/**
 * The sync engine: one mutation entry point, one outbox, one replayer (the
 * tab holding the replay lock), the pullers, and the status stream.
 */
export async function createSyncEngine(deps: EngineDeps) {
  const { db, api } = deps;
  const clientId = await readOrCreateClientId(db, deps.newId);
  const status = createStatusStore({ ...INITIAL_STATUS, clientId });
  const reads = createReadReporter(status);
  let session: EngineSession | null = null;
  let outboxWatch: Subscription | undefined;
  const workingSet = createWorkingSetTrimmer(db, deps.now);
  const replayer = createReplayer({
    db, api, status, clientId, random: deps.random,
    getSession: () => session,
    onLoginLost: (reason) => deps.onLoginLost?.(reason),
  });

  /** A live query the store cannot answer any more (closed under us, RELIABILITY 11): said in the bar, not thrown. */
  const storeFailed = () => status.update({ lastError: MESSAGES.storeUnavailable });

  /**
   * The signed-in user's queue drives the status and the replay. Logged out, the queue
   * left by whoever was signed in is still counted, so the login page can say it waits.
   */
  function watchOutbox(userId: string | null): void {
    outboxWatch?.unsubscribe();
    let newestSeq = -1;
    const onQueue = (all: OutboxEntry[]) => {
      const entries = all.filter((e) => e.userId === userId);
      status.update({
        pending: entries.filter((e) => e.status === 'pending').length,
        rejected: entries.filter((e) => e.status === 'rejected').map((e) => ({ id: e.id, name: e.name, msg: e.errorMsg })),
        waitingForLogin: userId ? 0 : all.filter((e) => e.status === 'pending').length,
        outboxRead: true,
      });
      if (!userId) return;
      // Only a new entry (from this tab or another) starts a replay; the replayer's own
      // writes (attempt counts) must not, or the backoff would be skipped.
      const latest = entries.reduce((max, e) => Math.max(max, e.seq), 0);
      if (latest > newestSeq) {
        newestSeq = latest;
        if (status.get().leader) void replayer.drain();
      }
    };
    outboxWatch = LIVE_QUERIES.outboxAll(db, {}).subscribe({ next: onQueue, error: storeFailed });
  }

  const uploader = deps.media
    ? createMediaUploader({ db, api, locks: deps.locks, media: deps.media.store, endpoint: deps.media.endpoint, getSession: () => session, newId: deps.newId,
      afterUploads: () => drafts.publishRequestedDrafts() })
    : null;
  const drafts = createDraftActions({
    db, media: deps.media?.store ?? null, now: deps.now, newId: deps.newId,
    userId: () => session?.userId ?? null,
    mutate: (name, args, preview) => engine.mutate(name, args as never, preview),
    dismiss: (id) => engine.dismissRejected(id),
    kickUploads: () => uploader?.kick(),
  });

  const live = deps.liveUrl
    ? createLiveChannel({
      url: deps.liveUrl, random: deps.random, createSocket: deps.createLiveSocket,
      getSession: () => session,
      storedSeq: (userId, room) => storedLiveSeq(db, userId, room),
      store: (userId, messages) => keepLiveMessages(db, userId, messages),
    })
    : null;

  /** The signed-in user's notice room stays joined while they are signed in (decision 013). */
  let leaveNotices: (() => void) | null = null;

  let leaderRelease: (() => void) | undefined;
  void deps.locks.request('starq-replayer', () => new Promise<void>((release) => {
    leaderRelease = release;
    status.update({ leader: true });
    void replayer.drain();
  }));

  async function attempt(work: () => Promise<void>): Promise<RefreshResult> {
    try {
      await work();
      reads.succeeded();
      return { ok: true };
    } catch (error) {
      const msg = error instanceof Error ? error.message : String(error);
      const errorKind = (error as { kind?: string }).kind ?? 'unknown';
      reads.failed(errorKind, msg);
      return { ok: false, msg, errorKind };
    }
  }

  /** Fetches from the host into the local store; failures become status, never exceptions. */
  function read(target: RefreshTarget): Promise<RefreshResult> {
    return attempt(async () => {
      switch (target.kind) {
        case 'catalogue':
          return pullCategories(db, api);
        case 'home':
          return pullHome(db, api, deps.now());
        case 'goodsDetail':
          return pullGoodsDetail(db, api, target.goodsId, deps.now());
        case 'cart':
          if (session) await pullCart(db, api, session.userId);
          return;
        case 'records':
          if (session) await pullRecords(db, api, session.userId, target.records);
          return;
        case 'shopGoods':
          if (session?.shopToken) await pullShopGoodsRecords(db, api, session.userId);
          return;
        case 'shopOrders':
          if (session?.shopToken) await pullShopOrderRecords(db, api, session.userId);
          return;
        case 'call':
          return refreshCachedCall(db, api, target.name, target.params, deps.now());
        case 'marks':
        case 'shop':
        case 'footprint':
          return refreshMyLists(db, api, target, session?.userId ?? null);
      }
    });
  }

  const engine = {
    clientId,
    status,

    setSession(next: EngineSession | null): void {
      const changedUser = next?.userId !== session?.userId;
      session = next;
      // A lost login stays said until somebody logs in: logging out is not logging in again.
      if (next) status.update({ authRequired: false });
      if (changedUser) {
        watchOutbox(next?.userId ?? null);
        void clearUserScopedCache(db, next?.userId ?? null);
        if (next) void attempt(() => pullAllRecords(db, api, next.userId));
      }
      if (next) void replayer.retryNow();
      if (next) uploader?.kick();
      live?.sessionChanged();
      if (changedUser && live) {
        leaveNotices?.();
        leaveNotices = next ? live.join(`notice:${next.userId}`, () => undefined) : null;
      }
    },

    async mutate<N extends MutationName>(name: N, args: MutationArgs<N>, preview: Record<string, unknown> = {}): Promise<MutateResult> {
      if (!session) return { ok: false, msg: '当前用户未登录' };
      if (!isMutationName(name)) return { ok: false, msg: '无法识别的操作' };
      const parsed = parseRequest(MUTATIONS[name].call, args);
      if (!parsed.success) return { ok: false, msg: parsed.message };
      try {
        const entry = await enqueue(db, deps.locks, {
          id: deps.newId(), clientId, userId: session.userId, name,
          args: replayable(MUTATIONS[name].call, args, parsed.data), preview, createdAt: deps.now(),
        });
        return { ok: true, id: entry.id };
      } catch {
        // Nothing was acknowledged: the user is told the change was not kept (RELIABILITY 11).
        status.update({ lastError: MESSAGES.storageFailed });
        return { ok: false, msg: MESSAGES.storageFailed };
      }
    },

    async dismissRejected(id: string): Promise<void> {
      const doc = await db.outbox.findOne(id).exec();
      if (doc?.status === 'rejected') await doc.remove();
    },

    /**
     * Sends a refused change again as a new mutation (a new key: the host keeps
     * its answer to the old one) through the one entry point, then drops the refusal.
     */
    async retryRejected(id: string): Promise<MutateResult> {
      const doc = await db.outbox.findOne(id).exec();
      if (doc?.status !== 'rejected' || !isMutationName(doc.name)) return { ok: false, msg: MESSAGES.outboxEntryGone };
      const entry = doc.toMutableJSON();
      const result = await engine.mutate(entry.name as MutationName, entry.args as never, entry.preview);
      if (result.ok) await doc.remove();
      return result;
    },

    /** A screen's read (`read`), then the working set's trim where the read may have grown it. */
    refresh(target: RefreshTarget): Promise<RefreshResult> {
      const result = read(target);
      if (TRIMS_AFTER.has(target.kind)) void result.then((done) => { if (done.ok) void workingSet.request(); });
      return result;
    },

    /** The search page's history: a search remembered on this device, or the history cleared (docs/decisions/003). */
    editSearchHistory(change: SearchHistoryChange): Promise<void> {
      return editSearchHistory(db, session?.userId ?? '', change, deps.now(), () => engine.mutate(CLEAR_SEARCH_HISTORY, {}));
    },

    setOnline(online: boolean): void {
      status.update({ online });
      if (online) void replayer.retryNow();
      if (online) uploader?.kick();
      if (online) live?.online();
    },

    /** A screen's live-channel room (a conversation, a lot, a live room): joined until the returned function is called. */
    joinLiveRoom(room: string, listener: (status: LiveRoomStatus) => void): () => void {
      if (!live) { listener({ state: 'offline' }); return () => undefined; }
      return live.join(room, listener);
    },

    /** A shop owner's goods drafts (docs/decisions/003): saved as typed, published through the outbox. */
    changeDraft: (change: DraftChange): Promise<DraftResult> => drafts.change(change),
    readDraftBlob: (key: string): Promise<Blob | null> => drafts.readBlob(key),
    /** A picture or video a screen needs at once, sent to the media service now (decision 010). */
    uploadMedia: (kind: MediaKind, blob: Blob, name: string): Promise<MediaUploadResult> =>
      uploadMediaNow({ api, endpoint: deps.media?.endpoint, getSession: () => session }, kind, blob, name),

    watch<N extends LiveQueryName>(name: N, params: LiveQueryParams<N>, listener: (value: LiveQueryResult<N>) => void): () => void {
      const query = LIVE_QUERIES[name] as (db: StarqDatabase, p: LiveQueryParams<N>) => import('rxjs').Observable<LiveQueryResult<N>>;
      const subscription = query(db, params).subscribe({ next: listener, error: storeFailed });
      return () => subscription.unsubscribe();
    },

    drain: () => replayer.drain(),

    async close(): Promise<void> {
      outboxWatch?.unsubscribe();
      uploader?.stop();
      leaveNotices?.();
      live?.close();
      await replayer.stop();
      leaderRelease?.();
    },

    getStatus(): SyncStatus {
      return status.get();
    },
  };
  return engine;
}

export type SyncEngine = Awaited<ReturnType<typeof createSyncEngine>>;
