import { createLazyRoute } from '@tanstack/react-router';
import { HelpCenterScreen } from '../../../help/help-center-screen';
import { PATHS } from '../../../paths';

/** spec §2 center/help_center: the shopper's help. */
function HelpCenter() {
  return <HelpCenterScreen audience="user" />;
}

export const Route = createLazyRoute(PATHS.helpCenter)({ component: HelpCenter });
