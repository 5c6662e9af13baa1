import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button } from 'antd-mobile';
import { IP_GOODS_TEXTS } from '../../../../ui/ip-goods-texts';
import { PATHS } from '../../../paths';
import { GoodsListScreen } from '../../../shop-goods/goods-list-screen';

/** shop_ip_goods_list: the shop's IP商品 and their drafts; each published one opens its buyers (selbuyusersinfo). */
function ShopIpGoodsListScreen() {
  const navigate = useNavigate();
  return (
    <GoodsListScreen kind="ip" rowActions={(g) => (
      <Button size="mini" fill="none" color="primary" data-testid="ip-buyers-entry" onClick={() => void navigate({ to: PATHS.ipGoodsBuyers, search: { goodsId: g.goodsId } })}>
        {IP_GOODS_TEXTS.buyersEntry} ›
      </Button>
    )} />
  );
}

export const Route = createLazyRoute(`/auth${PATHS.shopIpGoodsList}` as const)({ component: ShopIpGoodsListScreen });
