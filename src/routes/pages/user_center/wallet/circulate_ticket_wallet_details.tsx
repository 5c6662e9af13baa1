import { createLazyRoute } from '@tanstack/react-router';
import { AssetDetailsScreen } from '../../../wallet/asset-details-screen';
import { PATHS } from '../../../paths';

// The screen lives in src/routes/wallet/asset-details-screen.tsx (AssetDetailsScreen); this file binds it to the spec's path.
/** spec §2 circulate_ticket_wallet details. */
function CirculateTicketWalletDetailsScreen() {
  return <AssetDetailsScreen asset="CIRC" />;
}

export const Route = createLazyRoute(`/auth${PATHS.circulateTicketWalletDetails}` as const)({ component: CirculateTicketWalletDetailsScreen });
