import { createRoute } from '@tanstack/react-router';
import { authLayout } from '../../auth-layout';
import { MarksListScreen } from '../../marks/marks-list-screen';
import { PATHS } from '../../paths';

function BuyFootprintsScreen() {
  return <MarksListScreen type="buy" />;
}

export const buyFootprintsRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.buyFootprints, component: BuyFootprintsScreen });
