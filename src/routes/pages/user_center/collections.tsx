import { createRoute } from '@tanstack/react-router';
import { authLayout } from '../../auth-layout';
import { MarksListScreen } from '../../marks/marks-list-screen';
import { PATHS } from '../../paths';

function CollectionsScreen() {
  return <MarksListScreen type="collect" />;
}

export const collectionsRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.collections, component: CollectionsScreen });
