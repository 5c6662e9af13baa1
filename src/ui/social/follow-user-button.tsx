import { useRouteContext } from '@tanstack/react-router';
import { Button } from 'antd-mobile';
import { useSession } from '../hooks/use-session';
import { SOCIAL_TEXTS as T } from '../social-texts';
import { useLoginFirst } from '../hooks/use-login-first';
import { useFollow } from './use-follow';
import './social.css';

/**
 * 关注 / 已关注 for any user (a shop owner, a live host, a video author): queued through the outbox, so it works offline,
 * shows 待同步 until the host has it, and replays once. Needs a login (spec §4). Not shown on the user's own page.
 */
export function FollowUserButton({ userId }: { userId: string }) {
  const { session } = useRouteContext({ from: '__root__' });
  const me = useSession(session).userId;
  const loginFirst = useLoginFirst();
  if (me === userId) return null;
  if (!me) {
    return <Button className="follow-user-button" size="mini" shape="rounded" color="primary" onClick={() => void loginFirst()}>+ {T.follow}</Button>;
  }
  return <SignedInFollowUserButton me={me} userId={userId} />;
}

function SignedInFollowUserButton({ me, userId }: { me: string; userId: string }) {
  const { following, pending, flip } = useFollow(me, userId);
  return (
    <Button className="follow-user-button" size="mini" shape="rounded" color={following ? 'default' : 'primary'} fill={following ? 'outline' : 'solid'}
      aria-pressed={following} onClick={() => void flip()}>
      {following ? T.followed : `+ ${T.follow}`}
      {pending && <span className="follow-user-button__pending">（{T.pending}）</span>}
    </Button>
  );
}
