import { createLazyRoute } from '@tanstack/react-router';
import { AssetWalletScreen } from '../../../wallet/asset-wallet-screen';
import { PATHS } from '../../../paths';

/** spec §2 shelf_ticket_wallet. */
function ShelfTicketWalletScreen() {
  return <AssetWalletScreen asset="SHELF" />;
}

export const Route = createLazyRoute(`/auth${PATHS.shelfTicketWallet}` as const)({ component: ShelfTicketWalletScreen });
