import { createLazyRoute } from '@tanstack/react-router';
import { PATHS } from '../../../paths';
import { KindDetailScreen } from '../goods-info/kind-detail-screen';

function BlindboxDetailScreen() {
  const { goodsId } = Route.useSearch();
  return <KindDetailScreen goodsId={goodsId} kinds={['blindbox']} />;
}

export const Route = createLazyRoute(PATHS.blindboxDetail)({ component: BlindboxDetailScreen });
