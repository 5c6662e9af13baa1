import { createLazyRoute } from '@tanstack/react-router';
import { PATHS } from '../../../../paths';
import { KindDetailScreen } from '../../../function/goods-info/kind-detail-screen';

function AuctionGoodsInfoScreen() {
  const { goodsId } = Route.useSearch();
  return <KindDetailScreen goodsId={goodsId} kinds={['auction']} />;
}

export const Route = createLazyRoute(PATHS.auctionGoodsInfo)({ component: AuctionGoodsInfoScreen });
