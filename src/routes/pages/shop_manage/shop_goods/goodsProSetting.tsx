import { createLazyRoute } from '@tanstack/react-router';
import { PATHS } from '../../../paths';
import { GoodsFacetScreen } from '../../../shop-goods/goods-facet-screen';

// The screen lives in src/routes/shop-goods/goods-facet-screen.tsx; this file binds it to the spec's path.
function GoodsProSettingScreen() {
  const { draftId = '' } = Route.useSearch();
  return <GoodsFacetScreen key={draftId} facet="pro" draftId={draftId} />;
}

export const Route = createLazyRoute(`/auth${PATHS.goodsProSetting}` as const)({ component: GoodsProSettingScreen });
