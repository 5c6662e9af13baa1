import { createLazyRoute } from '@tanstack/react-router';
import { AssetWalletScreen } from '../../../wallet/asset-wallet-screen';
import { PATHS } from '../../../paths';

/** spec §2 dtap_wallet. */
function DtapWalletScreen() {
  return <AssetWalletScreen asset="DTAP" />;
}

export const Route = createLazyRoute(`/auth${PATHS.dtapWallet}` as const)({ component: DtapWalletScreen });
