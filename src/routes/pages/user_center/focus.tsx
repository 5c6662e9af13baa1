import { createLazyRoute } from '@tanstack/react-router';
import { MyListScreen } from '../../my-lists/my-list-screen';
import { PATHS } from '../../paths';
import { FollowedUsers } from '../../social/followed-users';

// The screen lives in src/routes/my-lists/my-list-screen.tsx (MyListScreen); this file binds it to the spec's path.
function FocusScreen() {
  return <MyListScreen type="focus" footer={<FollowedUsers />} />;
}

export const Route = createLazyRoute(`/auth${PATHS.focus}` as const)({ component: FocusScreen });
