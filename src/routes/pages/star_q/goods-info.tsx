import { createRoute } from '@tanstack/react-router';
import { goodsIdSearch } from '../../goods-links';
import { PATHS } from '../../paths';
import { rootRoute } from '../../root';
import { KindDetailScreen } from '../function/goods-info/kind-detail-screen';

function StarqGoodsInfoScreen() {
  const { goodsId } = starqGoodsInfoRoute.useSearch();
  return <KindDetailScreen goodsId={goodsId} kinds={['art', 'gold', 'meta', 'ip']} />;
}

/** spec §2 star_q/goods-info: art, gold, metaverse and IP goods, each read through its own detail call. */
export const starqGoodsInfoRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: PATHS.starqGoodsInfo,
  validateSearch: goodsIdSearch,
  component: StarqGoodsInfoScreen,
});
