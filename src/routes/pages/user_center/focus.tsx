import { createLazyRoute } from '@tanstack/react-router';
import { MarksListScreen } from '../../marks/marks-list-screen';
import { PATHS } from '../../paths';

function FocusScreen() {
  return <MarksListScreen type="focus" />;
}

export const Route = createLazyRoute(`/auth${PATHS.focus}` as const)({ component: FocusScreen });
