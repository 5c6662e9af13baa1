import { createRoute } from '@tanstack/react-router';
import { goodsIdSearch } from '../../../goods-links';
import { PATHS } from '../../../paths';
import { rootRoute } from '../../../root';
import { KindDetailScreen } from '../goods-info/kind-detail-screen';

function NftGoodsInfoScreen() {
  const { goodsId } = nftGoodsInfoRoute.useSearch();
  return <KindDetailScreen goodsId={goodsId} kinds={['nft']} />;
}

export const nftGoodsInfoRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: PATHS.nftGoodsInfo,
  validateSearch: goodsIdSearch,
  component: NftGoodsInfoScreen,
});
