import { useCallback, useEffect } from 'react';
import type { SyncHandle } from '../../workers/sync-handle';
import { useLiveQuery } from './use-live-query';
import { EVENT_CODES, PAGE_CODES } from '../../domain/analytics-events';
import { track } from '../analytics/track';

/**
 * spec §3 local storage "search history": the searchHistory collection in the worker (docs/decisions/003).
 * Signed in, the account's keywords (pulled) merged with this device's searches; signed out, this
 * device's; newest first, at most 10. It works offline.
 */
export function useSearchHistory(sync: SyncHandle, userId: string) {
  const history = useLiveQuery(sync, 'searchHistory', { userId }).data ?? [];
  useEffect(() => {
    if (userId) void sync.refresh({ kind: 'records', records: 'searchHistory' });
  }, [sync, userId]);
  const remember = useCallback((keyword: string) => {
    track(EVENT_CODES.search, PAGE_CODES.search, { keyword: keyword.slice(0, 30) });
    void sync.editSearchHistory({ remember: keyword });
  }, [sync]);
  const clear = useCallback(() => void sync.editSearchHistory({ clear: true }), [sync]);
  return { history, remember, clear };
}
