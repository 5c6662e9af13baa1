import { createLazyRoute } from '@tanstack/react-router';
import { ConversionScreen } from '../../../wallet/conversion-screen';
import { PATHS } from '../../../paths';

// The screen lives in src/routes/wallet/conversion-screen.tsx (ConversionScreen); this file binds it to the spec's path.
/** spec §2 main/shelf-upto-pay: a conversion counter. */
function ShelfUptoPayScreen() {
  return <ConversionScreen name="shelf-upto-pay" />;
}

export const Route = createLazyRoute(`/auth${PATHS.shelfUptoPay}` as const)({ component: ShelfUptoPayScreen });
