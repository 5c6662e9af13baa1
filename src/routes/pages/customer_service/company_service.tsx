import { createLazyRoute } from '@tanstack/react-router';
import { InboxScreen } from '../../chat/inbox-list';
import { PATHS } from '../../paths';

function Screen() {
  return <InboxScreen side="company" />;
}

export const Route = createLazyRoute(`/auth${PATHS.companyServiceInbox}` as const)({ component: Screen });
