import { createLazyRoute } from '@tanstack/react-router';
import { ConversionScreen } from '../../../wallet/conversion-screen';
import { PATHS } from '../../../paths';

// The screen lives in src/routes/wallet/conversion-screen.tsx (ConversionScreen); this file binds it to the spec's path.
/** Buying circulate tickets (ours): a conversion counter. */
function CirculateUptoPayScreen() {
  return <ConversionScreen name="circulate-upto-pay" />;
}

export const Route = createLazyRoute(`/auth${PATHS.circulateUptoPay}` as const)({ component: CirculateUptoPayScreen });
