import { createLazyRoute } from '@tanstack/react-router';
import { SHOP_THEME_TEXTS } from '../../../../ui/shop-theme-texts';
import { PATHS } from '../../../paths';
import { DetailImagesScreen } from '../../../shop-themes/detail-images-screen';

// The screen lives in src/routes/shop-themes/detail-images-screen.tsx (DetailImagesScreen); this file binds it to the spec's path.
/** spec §2 shop_themes/theme_detail_imgs. */
function ThemeDetailImgsScreen() {
  const { draftId = '' } = Route.useSearch();
  return <DetailImagesScreen form="theme" draftId={draftId} title={SHOP_THEME_TEXTS.themes.detailTitle} />;
}

export const Route = createLazyRoute(`/auth${PATHS.themeDetailImgs}` as const)({ component: ThemeDetailImgsScreen });
