import { createLazyRoute } from '@tanstack/react-router';
import { ConversionScreen } from '../../../wallet/conversion-screen';
import { PATHS } from '../../../paths';

// The screen lives in src/routes/wallet/conversion-screen.tsx (ConversionScreen); this file binds it to the spec's path.
/** spec §2 main/transform-balance-pay: a conversion counter. */
function TransformBalancePayScreen() {
  return <ConversionScreen name="transform-balance-pay" />;
}

export const Route = createLazyRoute(`/auth${PATHS.transformBalancePay}` as const)({ component: TransformBalancePayScreen });
