import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { FollowUser } from '../../contract/social/user-follows';
import { SOCIAL_TEXTS as T } from '../../ui/social-texts';
import { PATHS } from '../paths';

/** A person in 我的关注 or 我的粉丝: avatar, name, fans, and the row's action. */
export function UserRow({ user, action }: { user: FollowUser; action?: ReactNode }) {
  return (
    <div className="social-user" data-testid="social-user" data-user={user.userId}>
      <Link className="dy-author" to={PATHS.userHome} search={{ userId: user.userId }}>
        <img className="dy-card__avatar" src={user.logo || '/icons/icon-192.png'} alt="" />
        <span className="dy-card__who">
          <span className="dy-card__name">{user.name}</span>
          <span className="dy-card__meta">{T.fansCount(user.fans)}</span>
        </span>
      </Link>
      {action}
    </div>
  );
}
