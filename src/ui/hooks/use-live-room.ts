import { useEffect, useState } from 'react';
import type { LiveRoomStatus } from '../../sync/live-channel';
import type { SyncHandle } from '../../workers/sync-handle';

/**
 * Keeps a live-channel room joined while the screen is mounted (null joins nothing). The room's messages arrive in
 * the `records` collection (kind `live.message`, parent = room), where the screen reads them with `recordsOfKind`.
 */
export function useLiveRoom(sync: SyncHandle, room: string | null): LiveRoomStatus {
  const [status, setStatus] = useState<LiveRoomStatus>({ state: 'connecting' });
  useEffect(() => {
    if (!room) return undefined;
    setStatus({ state: 'connecting' });
    return sync.joinLiveRoom(room, setStatus);
  }, [sync, room]);
  return status;
}
