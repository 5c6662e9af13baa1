import { createLazyRoute } from '@tanstack/react-router';
import { MyListScreen } from '../../my-lists/my-list-screen';
import { PATHS } from '../../paths';

// The screen lives in src/routes/my-lists/my-list-screen.tsx (MyListScreen); this file binds it to the spec's path.
function CollectionsScreen() {
  return <MyListScreen type="collect" />;
}

export const Route = createLazyRoute(`/auth${PATHS.collections}` as const)({ component: CollectionsScreen });
