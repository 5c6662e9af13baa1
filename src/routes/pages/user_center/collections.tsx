import { createLazyRoute } from '@tanstack/react-router';
import { MarksListScreen } from '../../marks/marks-list-screen';
import { PATHS } from '../../paths';

function CollectionsScreen() {
  return <MarksListScreen type="collect" />;
}

export const Route = createLazyRoute(`/auth${PATHS.collections}` as const)({ component: CollectionsScreen });
