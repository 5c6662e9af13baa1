import { createLazyRoute } from '@tanstack/react-router';
import { TEXTS } from '../../../ui/texts';
import { PATHS } from '../../paths';
import { DownloadOffer } from '../../settings/download-offer';

// The screen lives in src/routes/settings/download-offer.tsx (DownloadOffer); this file binds it to the spec's path.
/** spec §2 global/app_down: where 下载APP and the footer banner lead; it offers installing the PWA (issue 15). */
function AppDownScreen() {
  return <DownloadOffer headline={TEXTS.pwa.bannerText} />;
}

export const Route = createLazyRoute(PATHS.appDown)({ component: AppDownScreen });
