import { createLazyRoute } from '@tanstack/react-router';
import { AssetDetailsScreen } from '../../../wallet/asset-details-screen';
import { PATHS } from '../../../paths';

// The screen lives in src/routes/wallet/asset-details-screen.tsx (AssetDetailsScreen); this file binds it to the spec's path.
/** The points details (ours). */
function IntegralWalletDetailsScreen() {
  return <AssetDetailsScreen asset="POINT" />;
}

export const Route = createLazyRoute(`/auth${PATHS.integralWalletDetails}` as const)({ component: IntegralWalletDetailsScreen });
