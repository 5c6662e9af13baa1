import { useEffect, useRef, useState } from 'react';
import type { SyncHandle } from '../../workers/sync-handle';
import { toast } from '../feedback';
import { useLiveQuery } from '../hooks/use-live-query';

/**
 * Says a new notice in a toast while the app is open (the list is at 消息通知); renders nothing. `quietFor` names a
 * topic the screen on show already shows as it arrives (a chat's answers on the chat screen).
 */
export function NoticeToasts({ sync, userId, hostClockOffset, quietFor }: { sync: SyncHandle; userId: string; hostClockOffset: number; quietFor: string | null }) {
  const { data } = useLiveQuery(sync, 'notices', { userId, limit: 1 });
  const seen = useRef<number | null>(null);
  // In host time, as notices are stamped: after a login the room's history arrives too, and none of it is news.
  const [openedAt] = useState(() => Date.now() + hostClockOffset);
  useEffect(() => {
    if (!data) return;
    const newest = data[0];
    const seq = newest?.seq ?? 0;
    // What was there when the app opened is not news; only what arrives while it is open is said.
    if (seen.current === null || seq <= seen.current) { seen.current = Math.max(seen.current ?? 0, seq); return; }
    seen.current = seq;
    if (newest && newest.at > openedAt && newest.topic !== quietFor && document.visibilityState === 'visible') toast(`${newest.title}：${newest.text}`);
  }, [data, quietFor, openedAt]);
  return null;
}
