import { createLazyRoute } from '@tanstack/react-router';
import { PATHS } from '../../../paths';
import { GoodsListScreen } from '../../../shop-goods/goods-list-screen';

// The screen lives in src/routes/shop-goods/goods-list-screen.tsx (GoodsListScreen); this file binds it to the spec's path.
/** shop_art_goods_list: the shop's 艺术品 and their drafts. */
function ShopArtGoodsListScreen() {
  return <GoodsListScreen kind="art" />;
}

export const Route = createLazyRoute(`/auth${PATHS.shopArtGoodsList}` as const)({ component: ShopArtGoodsListScreen });
