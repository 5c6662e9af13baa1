import { useCallback, useEffect, useState } from 'react';
import type { RefreshResult, RefreshTarget } from '../../sync/refresh';
import type { SyncHandle } from '../../workers/sync-handle';

export interface RefreshState {
  /** The host has not answered this screen's fetch yet. */
  pending: boolean;
  /** The last fetch failed (offline, refused): what the screen shows is what the device had. */
  failure: Extract<RefreshResult, { ok: false }> | null;
  reload(): Promise<RefreshResult>;
}

/**
 * Fetches a screen's data into the local store when it opens, again when the target (or `scope`, such as
 * the signed-in user) changes, and on reload; the screen renders from the store and reads this for state.
 */
export function useRefresh(sync: SyncHandle, target: RefreshTarget, scope = ''): RefreshState {
  const key = JSON.stringify([target, scope]);
  const [pending, setPending] = useState(true);
  const [failure, setFailure] = useState<RefreshState['failure']>(null);
  const reload = useCallback(async (): Promise<RefreshResult> => {
    const result = await sync.refresh((JSON.parse(key) as [RefreshTarget, string])[0]);
    setFailure(result.ok ? null : result);
    setPending(false);
    return result;
  }, [sync, key]);
  useEffect(() => {
    setPending(true);
    void reload();
  }, [reload]);
  return { pending, failure, reload };
}
