import { createLazyRoute } from '@tanstack/react-router';
import { AssetWalletScreen } from '../../../wallet/asset-wallet-screen';
import { PATHS } from '../../../paths';

// The screen lives in src/routes/wallet/asset-wallet-screen.tsx (AssetWalletScreen); this file binds it to the spec's path.
/** spec §2 shelf_ticket_wallet. */
function ShelfTicketWalletScreen() {
  return <AssetWalletScreen asset="SHELF" />;
}

export const Route = createLazyRoute(`/auth${PATHS.shelfTicketWallet}` as const)({ component: ShelfTicketWalletScreen });
