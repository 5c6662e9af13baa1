import { createLazyRoute } from '@tanstack/react-router';
import { SETTINGS_TEXTS } from '../../../ui/settings-texts';
import { PATHS } from '../../paths';
import { DownloadOffer } from '../../settings/download-offer';

/** spec §2 global/app_down2: the download page a shared invitation opens (docs/decisions/006). */
function AppDown2Screen() {
  return <DownloadOffer headline={SETTINGS_TEXTS.download.invited} />;
}

export const Route = createLazyRoute(PATHS.appDown2)({ component: AppDown2Screen });
