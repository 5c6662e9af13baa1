import { createLazyRoute } from '@tanstack/react-router';
import { MarksListScreen } from '../../marks/marks-list-screen';
import { PATHS } from '../../paths';

function BuyFootprintsScreen() {
  return <MarksListScreen type="buy" />;
}

export const Route = createLazyRoute(`/auth${PATHS.buyFootprints}` as const)({ component: BuyFootprintsScreen });
