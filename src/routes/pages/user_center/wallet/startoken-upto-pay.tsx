import { createLazyRoute } from '@tanstack/react-router';
import { ConversionScreen } from '../../../wallet/conversion-screen';
import { PATHS } from '../../../paths';

/** spec §2 startoken-upto-pay: a conversion counter. */
function StartokenUptoPayScreen() {
  return <ConversionScreen name="startoken-upto-pay" />;
}

export const Route = createLazyRoute(`/auth${PATHS.startokenUptoPay}` as const)({ component: StartokenUptoPayScreen });
