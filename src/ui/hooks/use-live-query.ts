import { useEffect, useState } from 'react';
import type { LiveQueryName, LiveQueryParams, LiveQueryResult } from '../../sync/live-queries';
import type { SyncHandle } from '../../workers/sync-handle';
import { readPaintSnapshot, writePaintSnapshot } from './paint-snapshot';

export interface LiveQueryState<T> {
  data: T | undefined;
  /** True until the local store answered once. */
  loading: boolean;
}

/**
 * Renders from the local store: the query re-emits on every change to its
 * documents. `paintSnapshot` names a first-screen query whose last answer is
 * shown at once on the next start, until the store answers.
 */
export function useLiveQuery<N extends LiveQueryName>(
  sync: SyncHandle,
  name: N,
  params: LiveQueryParams<N>,
  options: { paintSnapshot?: string } = {},
): LiveQueryState<LiveQueryResult<N>> {
  const key = JSON.stringify(params);
  const snapshot = options.paintSnapshot;
  const [state, setState] = useState<LiveQueryState<LiveQueryResult<N>>>(() => {
    const painted = snapshot ? readPaintSnapshot<LiveQueryResult<N>>(snapshot, key) : undefined;
    return { data: painted, loading: painted === undefined };
  });
  useEffect(() => {
    setState((s) => ({ data: s.data, loading: s.data === undefined }));
    return sync.watch(name, JSON.parse(key) as LiveQueryParams<N>, (data) => {
      setState({ data, loading: false });
      if (snapshot) writePaintSnapshot(snapshot, key, data);
    });
  }, [sync, name, key, snapshot]);
  return state;
}
