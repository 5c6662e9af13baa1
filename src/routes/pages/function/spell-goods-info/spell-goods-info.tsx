import { createLazyRoute } from '@tanstack/react-router';
import { PATHS } from '../../../paths';
import { KindDetailScreen } from '../goods-info/kind-detail-screen';

function SpellGoodsInfoScreen() {
  const { goodsId } = Route.useSearch();
  return <KindDetailScreen goodsId={goodsId} kinds={['spell']} />;
}

export const Route = createLazyRoute(PATHS.spellGoodsInfo)({ component: SpellGoodsInfoScreen });
