import { createLazyRoute } from '@tanstack/react-router';
import { InboxScreen } from '../../chat/inbox-list';
import { PATHS } from '../../paths';

// The screen lives in src/routes/chat/inbox-list.tsx (InboxScreen); this file binds it to the spec's path.
/** Issue 15: the conversations the user opened (我的客服, our path). */
function Screen() {
  return <InboxScreen side="user" />;
}

export const Route = createLazyRoute(`/auth${PATHS.myService}` as const)({ component: Screen });
