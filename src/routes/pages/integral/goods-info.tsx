import { createRoute } from '@tanstack/react-router';
import { goodsIdSearch } from '../../goods-links';
import { PATHS } from '../../paths';
import { rootRoute } from '../../root';
import { KindDetailScreen } from '../function/goods-info/kind-detail-screen';

function IntegralGoodsInfoScreen() {
  const { goodsId } = integralGoodsInfoRoute.useSearch();
  return <KindDetailScreen goodsId={goodsId} kinds={['integral']} />;
}

export const integralGoodsInfoRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: PATHS.integralGoodsInfo,
  validateSearch: goodsIdSearch,
  component: IntegralGoodsInfoScreen,
});
