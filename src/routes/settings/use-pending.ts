import type { OutboxEntry } from '../../db/collections/outbox';
import { useLiveQuery } from '../../ui/hooks/use-live-query';
import { useSession } from '../../ui/hooks/use-session';
import { useAppContext } from '../use-app-context';

/** The signed-in user's queued entries of one mutation, oldest first (pending and refused). */
export function usePendingEntries(name: string): OutboxEntry[] {
  const { sync, session } = useAppContext();
  const userId = useSession(session).userId ?? '';
  const outbox = useLiveQuery(sync, 'outbox', { userId }).data ?? [];
  return outbox.filter((e) => e.name === name);
}
