import { createLazyRoute } from '@tanstack/react-router';
import { SETTINGS_TEXTS } from '../../../ui/settings-texts';
import { PATHS } from '../../paths';
import { DownloadOffer } from '../../settings/download-offer';

// The screen lives in src/routes/settings/download-offer.tsx (DownloadOffer); this file binds it to the spec's path.
/** spec §2 global/app_down2: the download page a shared invitation opens (docs/decisions/006). */
function AppDown2Screen() {
  return <DownloadOffer headline={SETTINGS_TEXTS.download.invited} />;
}

export const Route = createLazyRoute(PATHS.appDown2)({ component: AppDown2Screen });
