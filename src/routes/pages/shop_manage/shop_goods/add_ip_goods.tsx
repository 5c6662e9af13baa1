import { createLazyRoute } from '@tanstack/react-router';
import { PATHS } from '../../../paths';
import { GoodsFormScreen } from '../../../shop-goods/goods-form-screen';

// The screen lives in src/routes/shop-goods/goods-form-screen.tsx (GoodsFormScreen); this file binds it to the spec's path.
/** add_ip_goods: a new IP商品 with its own facts, in the one goods form. */
function AddIpGoodsScreen() {
  const { draftId = '' } = Route.useSearch();
  return <GoodsFormScreen key={draftId} kind="ip" draftId={draftId} />;
}

export const Route = createLazyRoute(`/auth${PATHS.addIpGoods}` as const)({ component: AddIpGoodsScreen });
