import { createLazyRoute } from '@tanstack/react-router';
import { PATHS } from '../../../paths';
import { GoodsPartScreen } from '../../../shop-goods/goods-part-screen';

// The screen lives in src/routes/shop-goods/goods-part-screen.tsx; this file binds it to the spec's path.
function GoodsPriceScreen() {
  const { draftId = '' } = Route.useSearch();
  return <GoodsPartScreen key={draftId} part="price" draftId={draftId} />;
}

export const Route = createLazyRoute(`/auth${PATHS.goodsPrice}` as const)({ component: GoodsPriceScreen });
