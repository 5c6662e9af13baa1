import { createLazyRoute } from '@tanstack/react-router';
import { PATHS } from '../../../paths';
import { KindDetailScreen } from '../goods-info/kind-detail-screen';

function NftGoodsInfoScreen() {
  const { goodsId } = Route.useSearch();
  return <KindDetailScreen goodsId={goodsId} kinds={['nft']} />;
}

export const Route = createLazyRoute(PATHS.nftGoodsInfo)({ component: NftGoodsInfoScreen });
