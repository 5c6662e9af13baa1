import { createLazyRoute } from '@tanstack/react-router';
import { ConversionScreen } from '../../../wallet/conversion-screen';
import { PATHS } from '../../../paths';

/** Buying circulate tickets (ours): a conversion counter. */
function CirculateUptoPayScreen() {
  return <ConversionScreen name="circulate-upto-pay" />;
}

export const Route = createLazyRoute(`/auth${PATHS.circulateUptoPay}` as const)({ component: CirculateUptoPayScreen });
