import { createLazyRoute } from '@tanstack/react-router';
import { PATHS } from '../../../paths';
import { GoodsListScreen } from '../../../shop-goods/goods-list-screen';

/** shop_ip_goods_list: the shop's IP商品 and their drafts. */
function ShopIpGoodsListScreen() {
  return <GoodsListScreen kind="ip" />;
}

export const Route = createLazyRoute(`/auth${PATHS.shopIpGoodsList}` as const)({ component: ShopIpGoodsListScreen });
