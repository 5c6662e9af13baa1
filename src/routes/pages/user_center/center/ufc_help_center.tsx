import { createLazyRoute } from '@tanstack/react-router';
import { HelpCenterScreen } from '../../../help/help-center-screen';
import { PATHS } from '../../../paths';

// The screen lives in src/routes/help/help-center-screen.tsx (HelpCenterScreen); this file binds it to the spec's path.
/** spec §2 center/ufc_help_center: the shop owner's help (docs/decisions/006: articles for shops, and those for all). */
function UfcHelpCenter() {
  return <HelpCenterScreen audience="shop" />;
}

export const Route = createLazyRoute(PATHS.ufcHelpCenter)({ component: UfcHelpCenter });
