import { useEffect, useState } from 'react';
import type { LiveQueryName, LiveQueryParams, LiveQueryResult } from '../../sync/live-queries';
import type { SyncHandle } from '../../workers/sync-handle';

export interface LiveQueryState<T> {
  data: T | undefined;
  /** True until the local store answered once. */
  loading: boolean;
}

/** Renders from the local store: the query re-emits on every change to its documents. */
export function useLiveQuery<N extends LiveQueryName>(
  sync: SyncHandle,
  name: N,
  params: LiveQueryParams<N>,
): LiveQueryState<LiveQueryResult<N>> {
  const key = JSON.stringify(params);
  const [state, setState] = useState<LiveQueryState<LiveQueryResult<N>>>({ data: undefined, loading: true });
  useEffect(() => {
    setState((s) => ({ data: s.data, loading: true }));
    return sync.watch(name, JSON.parse(key) as LiveQueryParams<N>, (data) => setState({ data, loading: false }));
  }, [sync, name, key]);
  return state;
}
