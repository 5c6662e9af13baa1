import { createLazyRoute } from '@tanstack/react-router';
import { InboxScreen } from '../../chat/inbox-list';
import { PATHS } from '../../paths';

// The screen lives in src/routes/chat/inbox-list.tsx (InboxScreen); this file binds it to the spec's path.
function Screen() {
  return <InboxScreen side="company" />;
}

export const Route = createLazyRoute(`/auth${PATHS.companyServiceInbox}` as const)({ component: Screen });
