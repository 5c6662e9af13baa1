import { createLazyRoute } from '@tanstack/react-router';
import { PATHS } from '../../../paths';
import { GoodsListScreen } from '../../../shop-goods/goods-list-screen';

// The screen lives in src/routes/shop-goods/goods-list-screen.tsx (GoodsListScreen); this file binds it to the spec's path.
/** shop_meta_goods_list: the shop's 元宇宙商品 and their drafts. */
function ShopMetaGoodsListScreen() {
  return <GoodsListScreen kind="meta" />;
}

export const Route = createLazyRoute(`/auth${PATHS.shopMetaGoodsList}` as const)({ component: ShopMetaGoodsListScreen });
