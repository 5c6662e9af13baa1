import { createLazyRoute } from '@tanstack/react-router';
import { ConversionScreen } from '../../../wallet/conversion-screen';
import { PATHS } from '../../../paths';

// The screen lives in src/routes/wallet/conversion-screen.tsx (ConversionScreen); this file binds it to the spec's path.
/** spec §2 startoken-upto-pay: a conversion counter. */
function StartokenUptoPayScreen() {
  return <ConversionScreen name="startoken-upto-pay" />;
}

export const Route = createLazyRoute(`/auth${PATHS.startokenUptoPay}` as const)({ component: StartokenUptoPayScreen });
