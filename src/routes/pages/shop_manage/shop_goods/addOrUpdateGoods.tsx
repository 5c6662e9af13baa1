import { createLazyRoute } from '@tanstack/react-router';
import { PATHS } from '../../../paths';
import { GoodsFormScreen } from '../../../shop-goods/goods-form-screen';

// The screen lives in src/routes/shop-goods/goods-form-screen.tsx (GoodsFormScreen); this file binds it to the spec's path.
/** addOrUpdateGoods: a new ordinary goods, or any of the shop's drafts (each keeps its kind). */
function AddOrUpdateGoodsScreen() {
  const { draftId = '' } = Route.useSearch();
  return <GoodsFormScreen key={draftId} kind="ordinary" draftId={draftId} />;
}

export const Route = createLazyRoute(`/auth${PATHS.addOrUpdateGoods}` as const)({ component: AddOrUpdateGoodsScreen });
