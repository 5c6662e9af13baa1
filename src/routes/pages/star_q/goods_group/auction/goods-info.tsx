import { createRoute } from '@tanstack/react-router';
import { goodsIdSearch } from '../../../../goods-links';
import { PATHS } from '../../../../paths';
import { rootRoute } from '../../../../root';
import { KindDetailScreen } from '../../../function/goods-info/kind-detail-screen';

function AuctionGoodsInfoScreen() {
  const { goodsId } = auctionGoodsInfoRoute.useSearch();
  return <KindDetailScreen goodsId={goodsId} kinds={['auction']} />;
}

export const auctionGoodsInfoRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: PATHS.auctionGoodsInfo,
  validateSearch: goodsIdSearch,
  component: AuctionGoodsInfoScreen,
});
