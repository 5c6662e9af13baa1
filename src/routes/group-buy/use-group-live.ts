import { useEffect, useRef } from 'react';
import { useLiveQuery } from '../../ui/hooks/use-live-query';
import { useLiveRoom } from '../../ui/hooks/use-live-room';
import { useSession } from '../../ui/hooks/use-session';
import { useAppContext } from '../use-app-context';

/** Watches a group's room on the live channel (seats taken, paid, freed; formed or failed) and reads the group again on each change. */
export function useGroupLive(groupId: string, reload: () => unknown): void {
  const { sync, session } = useAppContext();
  const me = useSession(session).userId ?? '';
  const room = `group:${groupId}`;
  useLiveRoom(sync, room);
  const messages = useLiveQuery(sync, 'recordsOfKind', { kind: 'live.message', userId: me, parentId: room, limit: 40 });
  const count = messages.data?.length ?? 0;
  const seen = useRef<number | null>(null);
  useEffect(() => {
    if (seen.current !== null && count !== seen.current) void reload();
    seen.current = count;
  }, [count, reload]);
}
