import { createLazyRoute } from '@tanstack/react-router';
import { PATHS } from '../../../paths';
import { GoodsPartScreen } from '../../../shop-goods/goods-part-screen';

// The screen lives in src/routes/shop-goods/goods-part-screen.tsx; this file binds it to the spec's path.
function GoodsStockSettingScreen() {
  const { draftId = '' } = Route.useSearch();
  return <GoodsPartScreen key={draftId} part="stock" draftId={draftId} />;
}

export const Route = createLazyRoute(`/auth${PATHS.goodsStockSetting}` as const)({ component: GoodsStockSettingScreen });
