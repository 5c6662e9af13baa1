import { useSyncExternalStore } from 'react';
import type { Session } from '../../api/session';
import type { SessionStore } from '../../api/session-store';

export function useSession(store: SessionStore): Session {
  return useSyncExternalStore(store.subscribe, store.get);
}
