import { createLazyRoute } from '@tanstack/react-router';
import { HelpCenterScreen } from '../../../help/help-center-screen';
import { PATHS } from '../../../paths';

// The screen lives in src/routes/help/help-center-screen.tsx (HelpCenterScreen); this file binds it to the spec's path.
/** spec §2 center/help_center: the shopper's help. */
function HelpCenter() {
  return <HelpCenterScreen audience="user" />;
}

export const Route = createLazyRoute(PATHS.helpCenter)({ component: HelpCenter });
