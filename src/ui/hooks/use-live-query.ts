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
 * shown at once on the next start, until the store answers. An answer is
 * shown only for the parameters it was asked with: while new parameters wait
 * for their first answer the state is loading, never the old answer (issue 10.6).
 */
export function useLiveQuery<N extends LiveQueryName>(
  sync: SyncHandle,
  name: N,
  params: LiveQueryParams<N>,
  options: { paintSnapshot?: string } = {},
): LiveQueryState<LiveQueryResult<N>> {
  const key = JSON.stringify(params);
  const snapshot = options.paintSnapshot;
  const [answer, setAnswer] = useState<{ key: string; data: LiveQueryResult<N> | undefined; answered: boolean }>(() => {
    const painted = snapshot ? readPaintSnapshot<LiveQueryResult<N>>(snapshot, key) : undefined;
    return { key, data: painted, answered: painted !== undefined };
  });
  useEffect(() => sync.watch(name, JSON.parse(key) as LiveQueryParams<N>, (data) => {
    setAnswer({ key, data, answered: true });
    if (snapshot) writePaintSnapshot(snapshot, key, data);
  }), [sync, name, key, snapshot]);
  return answer.key === key ? { data: answer.data, loading: !answer.answered } : { data: undefined, loading: true };
}
