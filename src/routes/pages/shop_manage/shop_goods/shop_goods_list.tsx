import { createLazyRoute } from '@tanstack/react-router';
import { PATHS } from '../../../paths';
import { GoodsListScreen } from '../../../shop-goods/goods-list-screen';

/** shop_goods_list: every goods of the shop and its drafts, filtered by kind, shelf state and stock on the device. */
function ShopGoodsListScreen() {
  return <GoodsListScreen kind="" />;
}

export const Route = createLazyRoute(`/auth${PATHS.shopGoodsList}` as const)({ component: ShopGoodsListScreen });
