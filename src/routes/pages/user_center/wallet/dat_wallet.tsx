import { createLazyRoute } from '@tanstack/react-router';
import { AssetWalletScreen } from '../../../wallet/asset-wallet-screen';
import { PATHS } from '../../../paths';

// The screen lives in src/routes/wallet/asset-wallet-screen.tsx (AssetWalletScreen); this file binds it to the spec's path.
/** spec §2 dat_wallet. */
function DatWalletScreen() {
  return <AssetWalletScreen asset="DAT" />;
}

export const Route = createLazyRoute(`/auth${PATHS.datWallet}` as const)({ component: DatWalletScreen });
