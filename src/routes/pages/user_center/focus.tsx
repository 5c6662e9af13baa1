import { createRoute } from '@tanstack/react-router';
import { authLayout } from '../../auth-layout';
import { MarksListScreen } from '../../marks/marks-list-screen';
import { PATHS } from '../../paths';

function FocusScreen() {
  return <MarksListScreen type="focus" />;
}

export const focusRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.focus, component: FocusScreen });
