import { createLazyRoute } from '@tanstack/react-router';
import { PATHS } from '../../../paths';
import { GoodsListScreen } from '../../../shop-goods/goods-list-screen';

/** shop_gold_goods_list: the shop's 黄金商品 and their drafts. */
function ShopGoldGoodsListScreen() {
  return <GoodsListScreen kind="gold" />;
}

export const Route = createLazyRoute(`/auth${PATHS.shopGoldGoodsList}` as const)({ component: ShopGoldGoodsListScreen });
