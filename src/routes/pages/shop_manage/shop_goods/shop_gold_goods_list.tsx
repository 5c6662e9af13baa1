import { createLazyRoute } from '@tanstack/react-router';
import { PATHS } from '../../../paths';
import { GoodsListScreen } from '../../../shop-goods/goods-list-screen';

// The screen lives in src/routes/shop-goods/goods-list-screen.tsx (GoodsListScreen); this file binds it to the spec's path.
/** shop_gold_goods_list: the shop's 黄金商品 and their drafts. */
function ShopGoldGoodsListScreen() {
  return <GoodsListScreen kind="gold" />;
}

export const Route = createLazyRoute(`/auth${PATHS.shopGoldGoodsList}` as const)({ component: ShopGoldGoodsListScreen });
