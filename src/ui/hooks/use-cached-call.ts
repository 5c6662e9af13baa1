import type { CallDef, RequestOf, ResponseOf } from '../../contract/define-call';
import { cacheKey } from '../../domain/cache-key';
import type { RefreshResult } from '../../sync/refresh';
import type { SyncHandle } from '../../workers/sync-handle';
import type { CallRef } from './call-ref';
import { useLiveQuery } from './use-live-query';
import { useRefresh } from './use-refresh';

export interface CachedCallState<T> {
  /** The last answer the device has (possibly from an earlier visit), or null. */
  data: T | null;
  /** When the device stored `data` (epoch ms), or null when it has none. */
  savedAt: number | null;
  /** Nothing stored yet and the host has not answered yet. */
  loading: boolean;
  /** The last fetch failed (offline, refused): the data shown, if any, is the stored one. */
  failure: Extract<RefreshResult, { ok: false }> | null;
  reload(): Promise<RefreshResult>;
}

/**
 * A read call rendered from the local cache and refreshed from the host:
 * it opens offline with the last answer, and says when that is all it has.
 * `paintSnapshot` (a first screen's name, public data only) also keeps the last answer where the next start reads it
 * before the store has opened (use-live-query.ts).
 */
export function useCachedCall<C extends CallDef>(
  sync: SyncHandle,
  call: C | CallRef<C>,
  params: RequestOf<C>,
  options: { paintSnapshot?: string } = {},
): CachedCallState<ResponseOf<C>> {
  const paintSnapshot = options.paintSnapshot && `${options.paintSnapshot}:${call.name}`;
  const stored = useLiveQuery(sync, 'cachedEntry', { key: cacheKey(call.name, params as object) }, paintSnapshot ? { paintSnapshot } : {});
  const { pending, failure, reload } = useRefresh(sync, { kind: 'call', name: call.name, params: params as Record<string, unknown> });
  const data = (stored.data?.value ?? null) as ResponseOf<C> | null;
  return { data, savedAt: stored.data?.savedAt ?? null, loading: data === null && (stored.loading || pending), failure, reload };
}
