import { createLazyRoute } from '@tanstack/react-router';
import { PayFinishView } from '../../../checkout/pay-finish-view';
import { PATHS } from '../../../paths';

// The screen lives in src/routes/checkout/pay-finish-view.tsx (PayFinishView); this file binds it to the spec's path.
/** spec §2 main/pay-finish-global: the payment result of global-purchase (海外直邮) goods. */
function PayFinishGlobalScreen() {
  const { payNo } = Route.useSearch();
  return <PayFinishView payNo={payNo} crossBorder />;
}

export const Route = createLazyRoute(`/auth${PATHS.payFinishGlobal}` as const)({ component: PayFinishGlobalScreen });
