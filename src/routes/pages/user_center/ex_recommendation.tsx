import { createLazyRoute } from '@tanstack/react-router';
import { SETTINGS_TEXTS } from '../../../ui/settings-texts';
import { PATHS } from '../../paths';
import { InfoScreen } from '../../settings/info-screen';

// The screen lives in src/routes/settings/info-screen.tsx (InfoScreen); this file binds it to the spec's path.
/** spec §2 user_center/ex_recommendation: what recommending the platform means, its rewards and its rules (docs/decisions/006). */
function ExRecommendationScreen() {
  return <InfoScreen title={SETTINGS_TEXTS.line.recommendation} section="recommendation" />;
}

export const Route = createLazyRoute(PATHS.exRecommendation)({ component: ExRecommendationScreen });
