import { createLazyRoute } from '@tanstack/react-router';
import { AssetDetailsScreen } from '../../../wallet/asset-details-screen';
import { PATHS } from '../../../paths';

// The screen lives in src/routes/wallet/asset-details-screen.tsx (AssetDetailsScreen); this file binds it to the spec's path.
/** spec §2 wallet_details. */
function WalletDetailsScreen() {
  return <AssetDetailsScreen asset="CNY" />;
}

export const Route = createLazyRoute(`/auth${PATHS.walletDetails}` as const)({ component: WalletDetailsScreen });
