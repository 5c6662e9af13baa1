import { useEffect, useState } from 'react';
import type { ListEntryType } from '../../db/records/list-entry';
import type { RefreshResult } from '../../sync/refresh';
import { useLiveQuery } from '../../ui/hooks/use-live-query';
import { useOnline } from '../../ui/hooks/use-online';
import { useSession } from '../../ui/hooks/use-session';
import { useAppContext } from '../use-app-context';

/** The signed-in user's marks of one type from the local store, refreshed from the host when it answers. */
export function useMyLists(type: ListEntryType) {
  const { sync, session: store } = useAppContext();
  const userId = useSession(store).userId ?? '';
  const online = useOnline();
  const view = useLiveQuery(sync, 'myListsView', { userId, type });
  const [failure, setFailure] = useState<Extract<RefreshResult, { ok: false }> | null>(null);

  useEffect(() => {
    if (!userId) return;
    void sync.refresh({ kind: 'marks', entry: type }).then((result) => setFailure(result.ok ? null : result));
  }, [sync, userId, type, online]);

  return {
    userId,
    myLists: view.data ?? [],
    loading: view.loading,
    /** What is shown is the device's copy: the host could not be reached. */
    offline: !online || failure?.errorKind === 'network',
    failure,
  };
}

