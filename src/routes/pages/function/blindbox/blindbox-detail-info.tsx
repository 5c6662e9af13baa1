import { createRoute } from '@tanstack/react-router';
import { goodsIdSearch } from '../../../goods-links';
import { PATHS } from '../../../paths';
import { rootRoute } from '../../../root';
import { KindDetailScreen } from '../goods-info/kind-detail-screen';

function BlindboxDetailScreen() {
  const { goodsId } = blindboxDetailRoute.useSearch();
  return <KindDetailScreen goodsId={goodsId} kinds={['blindbox']} />;
}

export const blindboxDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: PATHS.blindboxDetail,
  validateSearch: goodsIdSearch,
  component: BlindboxDetailScreen,
});
