import { createLazyRoute } from '@tanstack/react-router';
import { InboxScreen } from '../../chat/inbox-list';
import { PATHS } from '../../paths';

// The screen lives in src/routes/chat/inbox-list.tsx (InboxScreen); this file binds it to the spec's path.
function Screen() {
  return <InboxScreen side="shop" />;
}

export const Route = createLazyRoute(`/auth${PATHS.shopServiceInbox}` as const)({ component: Screen });
