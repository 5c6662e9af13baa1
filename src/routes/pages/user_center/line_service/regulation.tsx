import { createLazyRoute } from '@tanstack/react-router';
import { SETTINGS_TEXTS } from '../../../../ui/settings-texts';
import { PATHS } from '../../../paths';
import { InfoScreen } from '../../../settings/info-screen';

// The screen lives in src/routes/settings/info-screen.tsx (InfoScreen); this file binds it to the spec's path.
/** spec §2 user_center line_service/regulation: the host's 平台规则 articles. */
function RegulationScreen() {
  return <InfoScreen title={SETTINGS_TEXTS.line.regulation} section="regulation" />;
}

export const Route = createLazyRoute(PATHS.regulation)({ component: RegulationScreen });
