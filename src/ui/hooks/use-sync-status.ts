import { useEffect, useState } from 'react';
import { INITIAL_STATUS, type SyncStatus } from '../../sync/status';
import type { SyncHandle } from '../../workers/sync-handle';

export function useSyncStatus(sync: SyncHandle): SyncStatus {
  const [status, setStatus] = useState<SyncStatus>(INITIAL_STATUS);
  useEffect(() => sync.onStatus(setStatus), [sync]);
  return status;
}
