import { useRouteContext } from '@tanstack/react-router';
import { selFocusUsers } from '../../contract/social/user-follows';
import { toast } from '../feedback';
import { useCachedCall } from '../hooks/use-cached-call';
import { useLiveQuery } from '../hooks/use-live-query';
import { SOCIAL_TEXTS as T } from '../social-texts';

const FOLLOW_NAMES = new Set(['follows.add', 'follows.cancel']);

/**
 * The signed-in user's follow of `userId`: the host's last answer on the device (cached selfocususers, kept by the
 * outbox's confirm too), overridden by the newest queued follow or unfollow, which is shown pending until replayed.
 */
export function useFollow(me: string, userId: string) {
  const { sync } = useRouteContext({ from: '__root__' });
  const confirmed = useCachedCall(sync, selFocusUsers, { userId });
  const outbox = useLiveQuery(sync, 'outbox', { userId: me });
  const queued = (outbox.data ?? []).filter((e) => FOLLOW_NAMES.has(e.name) && e.args.userId === userId && e.status === 'pending').at(-1);
  const following = queued ? queued.name === 'follows.add' : (confirmed.data?.following ?? false);

  async function flip(): Promise<void> {
    const result = await sync.mutate(following ? 'follows.cancel' : 'follows.add', { userId });
    toast(result.ok ? (following ? T.unfollowedToast : T.followedToast) : result.msg);
  }

  return { following, pending: Boolean(queued), fans: confirmed.data?.fans ?? null, flip };
}
