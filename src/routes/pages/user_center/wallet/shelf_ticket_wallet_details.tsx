import { createLazyRoute } from '@tanstack/react-router';
import { AssetDetailsScreen } from '../../../wallet/asset-details-screen';
import { PATHS } from '../../../paths';

// The screen lives in src/routes/wallet/asset-details-screen.tsx (AssetDetailsScreen); this file binds it to the spec's path.
/** spec §2 shelf_ticket_wallet details. */
function ShelfTicketWalletDetailsScreen() {
  return <AssetDetailsScreen asset="SHELF" />;
}

export const Route = createLazyRoute(`/auth${PATHS.shelfTicketWalletDetails}` as const)({ component: ShelfTicketWalletDetailsScreen });
