import { createLazyRoute } from '@tanstack/react-router';
import { AssetWalletScreen } from '../../../wallet/asset-wallet-screen';
import { PATHS } from '../../../paths';

// The screen lives in src/routes/wallet/asset-wallet-screen.tsx (AssetWalletScreen); this file binds it to the spec's path.
/** The points wallet. */
function IntegralWalletScreen() {
  return <AssetWalletScreen asset="POINT" />;
}

export const Route = createLazyRoute(`/auth${PATHS.integralWallet}` as const)({ component: IntegralWalletScreen });
