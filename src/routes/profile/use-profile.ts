import { useEffect } from 'react';
import type { User } from '../../contract/entities/user';
import { userByToken } from '../../contract/account/users';
import { useLiveQuery } from '../../ui/hooks/use-live-query';
import { useRefresh } from '../../ui/hooks/use-refresh';
import { useSession } from '../../ui/hooks/use-session';
import { useAppContext } from '../use-app-context';

const SHOWN: (keyof User)[] = ['usersName', 'usersLogos', 'gender', 'locationId', 'locationName', 'usersPhone', 'usersNo'];

/**
 * The user's own profile: the host's last answer (cached) with edits still in the outbox applied. It opens offline
 * from the device, and keeps the session's userInfo (what 我的 shows) in step with it, a refused edit rolled back too.
 */
export function useProfile() {
  const { sync, session: store } = useAppContext();
  const session = useSession(store);
  const view = useLiveQuery(sync, 'profileView', { userId: session.userId ?? '' });
  const refresh = useRefresh(sync, { kind: 'call', name: userByToken.name, params: {} }, session.userId ?? '');
  const user = view.data?.user ?? null;
  const signature = user ? JSON.stringify(SHOWN.map((k) => user[k])) : '';
  useEffect(() => {
    if (!user) return;
    const info = store.get().userInfo as Partial<User>;
    if (SHOWN.some((k) => info[k] !== user[k])) store.updateUserInfo(Object.fromEntries(SHOWN.map((k) => [k, user[k]])));
  }, [signature, store]); // user is read through its signature: a new object with the same fields changes nothing
  const fallback = session.userInfo as Partial<User>;
  return {
    user,
    shown: user ?? fallback,
    pending: view.data?.pending ?? false,
    rejectedMsg: view.data?.rejectedMsg ?? '',
    loading: view.loading || (user === null && refresh.pending),
    failure: refresh.failure,
    reload: refresh.reload,
  };
}
