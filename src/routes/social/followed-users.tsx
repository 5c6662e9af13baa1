import { selFocusUsersList } from '../../contract/social/user-follows';
import { FollowUserButton } from '../../ui/social/follow-user-button';
import { SOCIAL_TEXTS as T } from '../../ui/social-texts';
import { usePagedCall } from '../../ui/hooks/use-paged-call';
import { ReachBottom } from './reach-bottom';
import { UserRow } from './user-row';
import './social.css';

/** 我的关注's people (issue 18): the users I follow, under the shops, paged by 20; opens offline from the last answer. */
export function FollowedUsers() {
  const followed = usePagedCall(selFocusUsersList, {}, (u) => u.userId);
  const list = followed.list;
  return (
    <section className="social-followed" data-testid="followed-users">
      <h3 className="social-followed__title">{T.usersTab}</h3>
      {list.length === 0 ? <p className="dy-msgs__empty">{T.focusEmpty}</p>
        : list.map((u) => <UserRow key={u.userId} user={u} action={<FollowUserButton userId={u.userId} />} />)}
      <ReachBottom paged={followed} />
    </section>
  );
}
