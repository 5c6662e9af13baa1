import { createLazyRoute } from '@tanstack/react-router';
import { InboxScreen } from '../../chat/inbox-list';
import { PATHS } from '../../paths';

function Screen() {
  return <InboxScreen side="shop" />;
}

export const Route = createLazyRoute(`/auth${PATHS.shopServiceInbox}` as const)({ component: Screen });
