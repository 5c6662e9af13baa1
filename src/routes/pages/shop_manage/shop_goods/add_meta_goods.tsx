import { createLazyRoute } from '@tanstack/react-router';
import { PATHS } from '../../../paths';
import { GoodsFormScreen } from '../../../shop-goods/goods-form-screen';

// The screen lives in src/routes/shop-goods/goods-form-screen.tsx (GoodsFormScreen); this file binds it to the spec's path.
/** add_meta_goods: a new 元宇宙商品 with its own facts, in the one goods form. */
function AddMetaGoodsScreen() {
  const { draftId = '' } = Route.useSearch();
  return <GoodsFormScreen key={draftId} kind="meta" draftId={draftId} />;
}

export const Route = createLazyRoute(`/auth${PATHS.addMetaGoods}` as const)({ component: AddMetaGoodsScreen });
