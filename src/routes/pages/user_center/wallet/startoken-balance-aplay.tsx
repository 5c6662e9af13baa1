import { createLazyRoute } from '@tanstack/react-router';
import { ConversionScreen } from '../../../wallet/conversion-screen';
import { PATHS } from '../../../paths';

// The screen lives in src/routes/wallet/conversion-screen.tsx (ConversionScreen); this file binds it to the spec's path.
/** spec §2 startoken-balance-aplay: a conversion counter. */
function StartokenBalanceAplayScreen() {
  return <ConversionScreen name="startoken-balance-aplay" />;
}

export const Route = createLazyRoute(`/auth${PATHS.startokenBalanceAplay}` as const)({ component: StartokenBalanceAplayScreen });
