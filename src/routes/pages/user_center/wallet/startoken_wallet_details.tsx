import { createLazyRoute } from '@tanstack/react-router';
import { AssetDetailsScreen } from '../../../wallet/asset-details-screen';
import { PATHS } from '../../../paths';

/** The StarToken details (ours). */
function StartokenWalletDetailsScreen() {
  return <AssetDetailsScreen asset="STAR" />;
}

export const Route = createLazyRoute(`/auth${PATHS.startokenWalletDetails}` as const)({ component: StartokenWalletDetailsScreen });
