import { createLazyRoute } from '@tanstack/react-router';
import { PATHS } from '../../../paths';
import { GoodsFacetScreen } from '../../../shop-goods/goods-facet-screen';

// The screen lives in src/routes/shop-goods/goods-facet-screen.tsx; this file binds it to the spec's path.
function GoodsClassScreen() {
  const { draftId = '' } = Route.useSearch();
  return <GoodsFacetScreen key={draftId} facet="class" draftId={draftId} />;
}

export const Route = createLazyRoute(`/auth${PATHS.shopGoodsClass}` as const)({ component: GoodsClassScreen });
