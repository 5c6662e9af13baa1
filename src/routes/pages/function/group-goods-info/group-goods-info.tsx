import { createRoute } from '@tanstack/react-router';
import { goodsIdSearch } from '../../../goods-links';
import { PATHS } from '../../../paths';
import { rootRoute } from '../../../root';
import { KindDetailScreen } from '../goods-info/kind-detail-screen';

function GroupGoodsInfoScreen() {
  const { goodsId } = groupGoodsInfoRoute.useSearch();
  return <KindDetailScreen goodsId={goodsId} kinds={['group']} />;
}

export const groupGoodsInfoRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: PATHS.groupGoodsInfo,
  validateSearch: goodsIdSearch,
  component: GroupGoodsInfoScreen,
});
