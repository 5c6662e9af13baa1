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
 * `enabled` false (offline, or nothing missing) fetches nothing and is not pending; turning true fetches.
 * Only the latest fetch's answer sets the state: an older one still on its way (the previous page) does not.
 */
export function useRefresh(sync: SyncHandle, target: RefreshTarget, scope = '', enabled = true): RefreshState {
  const key = JSON.stringify([target, scope]);
  const [pending, setPending] = useState(enabled);
  const [failure, setFailure] = useState<RefreshState['failure']>(null);
  const refresh = useCallback(() => sync.refresh((JSON.parse(key) as [RefreshTarget, string])[0]), [sync, key]);
  const settle = useCallback((result: RefreshResult) => {
    setFailure(result.ok ? null : result);
    setPending(false);
  }, []);
  const reload = useCallback(async (): Promise<RefreshResult> => {
    const result = await refresh();
    settle(result);
    return result;
  }, [refresh, settle]);
  useEffect(() => {
    if (!enabled) return void setPending(false);
    let latest = true;
    setPending(true);
    void refresh().then((result) => { if (latest) settle(result); });
    return () => { latest = false; };
  }, [refresh, settle, enabled]);
  return { pending, failure, reload };
}
