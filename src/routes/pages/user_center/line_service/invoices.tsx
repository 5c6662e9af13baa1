import { createLazyRoute } from '@tanstack/react-router';
import { SETTINGS_TEXTS } from '../../../../ui/settings-texts';
import { PATHS } from '../../../paths';
import { InfoScreen } from '../../../settings/info-screen';

// The screen lives in src/routes/settings/info-screen.tsx (InfoScreen); this file binds it to the spec's path.
/** spec §2 user_center line_service/invoices: the host's 发票说明 articles. */
function InvoicesScreen() {
  return <InfoScreen title={SETTINGS_TEXTS.line.invoices} section="invoices" />;
}

export const Route = createLazyRoute(PATHS.lineInvoices)({ component: InvoicesScreen });
