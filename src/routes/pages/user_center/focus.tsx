import { createLazyRoute } from '@tanstack/react-router';
import { MarksListScreen } from '../../marks/marks-list-screen';
import { PATHS } from '../../paths';
import { FollowedUsers } from '../../social/followed-users';

function FocusScreen() {
  return <MarksListScreen type="focus" footer={<FollowedUsers />} />;
}

export const Route = createLazyRoute(`/auth${PATHS.focus}` as const)({ component: FocusScreen });
