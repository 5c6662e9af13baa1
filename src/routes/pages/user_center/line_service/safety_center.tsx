import { createLazyRoute } from '@tanstack/react-router';
import { SETTINGS_TEXTS } from '../../../../ui/settings-texts';
import { PATHS } from '../../../paths';
import { InfoScreen } from '../../../settings/info-screen';

// The screen lives in src/routes/settings/info-screen.tsx (InfoScreen); this file binds it to the spec's path.
/** spec §2 user_center line_service/safety_center: the host's 安全提示 articles. */
function SafetyCenterScreen() {
  return <InfoScreen title={SETTINGS_TEXTS.line.safety} section="safety" />;
}

export const Route = createLazyRoute(PATHS.safetyCenter)({ component: SafetyCenterScreen });
