import { useEffect, useRef } from 'react';
import type { NoticeTopic } from '../domain/notices';
import { useLiveQuery } from '../ui/hooks/use-live-query';
import { useSession } from '../ui/hooks/use-session';
import { useAppContext } from './use-app-context';

/**
 * Reads a screen's answer again when a notice of this topic arrives on the user's notice room (decision 013): the host
 * sends one in the transaction of each change the user should hear of (a reply, a draw, a trade confirmed), so a
 * screen showing that state follows it without a reload (issue 34.4).
 */
export function useReloadOnNotice(topic: NoticeTopic, reload: () => unknown): void {
  const { sync, session } = useAppContext();
  const userId = useSession(session).userId ?? '';
  const { data } = useLiveQuery(sync, 'notices', { userId, limit: 1 });
  const seen = useRef<number | null>(null);
  const newest = data?.[0];
  useEffect(() => {
    if (!data) return;
    const seq = newest?.seq ?? 0;
    if (seen.current !== null && seq > seen.current && newest?.topic === topic) void reload();
    seen.current = Math.max(seen.current ?? 0, seq);
  }, [data, newest, reload, topic]);
}
