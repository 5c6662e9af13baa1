import { createLazyRoute } from '@tanstack/react-router';
import { PATHS } from '../../../paths';
import { KindDetailScreen } from '../goods-info/kind-detail-screen';

function GroupGoodsInfoScreen() {
  const { goodsId } = Route.useSearch();
  return <KindDetailScreen goodsId={goodsId} kinds={['group']} />;
}

export const Route = createLazyRoute(PATHS.groupGoodsInfo)({ component: GroupGoodsInfoScreen });
