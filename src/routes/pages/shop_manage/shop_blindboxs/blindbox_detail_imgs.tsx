import { createLazyRoute } from '@tanstack/react-router';
import { SHOP_THEME_TEXTS } from '../../../../ui/shop-theme-texts';
import { PATHS } from '../../../paths';
import { DetailImagesScreen } from '../../../shop-themes/detail-images-screen';

// The screen lives in src/routes/shop-themes/detail-images-screen.tsx (DetailImagesScreen); this file binds it to the spec's path.
/** spec §2 shop_blindboxs/blindbox_detail_imgs. */
function BlindboxDetailImgsScreen() {
  const { draftId = '' } = Route.useSearch();
  return <DetailImagesScreen form="blindbox" draftId={draftId} title={SHOP_THEME_TEXTS.boxes.detailTitle} />;
}

export const Route = createLazyRoute(`/auth${PATHS.blindboxDetailImgs}` as const)({ component: BlindboxDetailImgsScreen });
