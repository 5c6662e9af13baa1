import { selFocusUsersList } from '../../contract/follows';
import { useCachedCall } from '../../ui/hooks/use-cached-call';
import { FollowButton } from '../../ui/social/follow-button';
import { SOCIAL_TEXTS as T } from '../../ui/social-texts';
import { useAppContext } from '../use-app-context';
import { UserRow } from './user-row';
import './social.css';

/** 我的关注's people (issue 18): the users I follow, under the shops; opens offline from the last answer. */
export function FollowedUsers() {
  const { sync } = useAppContext();
  const list = useCachedCall(sync, selFocusUsersList, { pageNum: 1, pageSize: 100 }).data?.list ?? [];
  return (
    <section className="social-followed" data-testid="followed-users">
      <h3 className="social-followed__title">{T.usersTab}</h3>
      {list.length === 0 ? <p className="dy-msgs__empty">{T.focusEmpty}</p>
        : list.map((u) => <UserRow key={u.userId} user={u} action={<FollowButton userId={u.userId} />} />)}
    </section>
  );
}
