import { createLazyRoute } from '@tanstack/react-router';
import { PATHS } from '../../paths';
import { KindDetailScreen } from '../function/goods-info/kind-detail-screen';

function IntegralGoodsInfoScreen() {
  const { goodsId } = Route.useSearch();
  return <KindDetailScreen goodsId={goodsId} kinds={['integral']} />;
}

export const Route = createLazyRoute(PATHS.integralGoodsInfo)({ component: IntegralGoodsInfoScreen });
