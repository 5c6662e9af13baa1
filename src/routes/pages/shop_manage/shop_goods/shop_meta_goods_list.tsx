import { createLazyRoute } from '@tanstack/react-router';
import { PATHS } from '../../../paths';
import { GoodsListScreen } from '../../../shop-goods/goods-list-screen';

/** shop_meta_goods_list: the shop's 元宇宙商品 and their drafts. */
function ShopMetaGoodsListScreen() {
  return <GoodsListScreen kind="meta" />;
}

export const Route = createLazyRoute(`/auth${PATHS.shopMetaGoodsList}` as const)({ component: ShopMetaGoodsListScreen });
