import { createLazyRoute } from '@tanstack/react-router';
import { AssetWalletScreen } from '../../../wallet/asset-wallet-screen';
import { PATHS } from '../../../paths';

// The screen lives in src/routes/wallet/asset-wallet-screen.tsx (AssetWalletScreen); this file binds it to the spec's path.
/** spec §2 circulate_ticket_wallet. */
function CirculateTicketWalletScreen() {
  return <AssetWalletScreen asset="CIRC" />;
}

export const Route = createLazyRoute(`/auth${PATHS.circulateTicketWallet}` as const)({ component: CirculateTicketWalletScreen });
