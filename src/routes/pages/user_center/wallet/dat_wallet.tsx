import { createLazyRoute } from '@tanstack/react-router';
import { AssetWalletScreen } from '../../../wallet/asset-wallet-screen';
import { PATHS } from '../../../paths';

/** spec §2 dat_wallet. */
function DatWalletScreen() {
  return <AssetWalletScreen asset="DAT" />;
}

export const Route = createLazyRoute(`/auth${PATHS.datWallet}` as const)({ component: DatWalletScreen });
