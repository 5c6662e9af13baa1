import { createLazyRoute } from '@tanstack/react-router';
import { PATHS } from '../../paths';
import { KindDetailScreen } from '../function/goods-info/kind-detail-screen';

function StarqGoodsInfoScreen() {
  const { goodsId } = Route.useSearch();
  return <KindDetailScreen goodsId={goodsId} kinds={['art', 'gold', 'meta', 'ip']} />;
}

/** spec §2 star_q/goods-info: art, gold, metaverse and IP goods, each read through its own detail call. */
export const Route = createLazyRoute(PATHS.starqGoodsInfo)({ component: StarqGoodsInfoScreen });
