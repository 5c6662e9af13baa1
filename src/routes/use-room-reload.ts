import { useEffect, useRef } from 'react';
import { useLiveQuery } from '../ui/hooks/use-live-query';
import { useLiveRoom } from '../ui/hooks/use-live-room';
import { useSession } from '../ui/hooks/use-session';
import { useAppContext } from './use-app-context';

/**
 * Watches a room on the live channel whose messages only say "something changed" (a group's or a spell round's seats)
 * and reads the screen's answer again on each new one; `room` null watches nothing.
 */
export function useRoomReload(room: string | null, reload: () => unknown): void {
  const { sync, session } = useAppContext();
  const me = useSession(session).userId ?? '';
  useLiveRoom(sync, room);
  const messages = useLiveQuery(sync, 'recordsOfKind', { kind: 'live.message', userId: me, parentId: room ?? '', limit: 40 });
  const count = messages.data?.length ?? 0;
  const seen = useRef<number | null>(null);
  useEffect(() => {
    if (seen.current !== null && count !== seen.current) void reload();
    seen.current = count;
  }, [count, reload]);
}
