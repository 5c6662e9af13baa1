import { createRoute } from '@tanstack/react-router';
import { goodsIdSearch } from '../../../goods-links';
import { PATHS } from '../../../paths';
import { rootRoute } from '../../../root';
import { KindDetailScreen } from '../goods-info/kind-detail-screen';

function SpellGoodsInfoScreen() {
  const { goodsId } = spellGoodsInfoRoute.useSearch();
  return <KindDetailScreen goodsId={goodsId} kinds={['spell']} />;
}

export const spellGoodsInfoRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: PATHS.spellGoodsInfo,
  validateSearch: goodsIdSearch,
  component: SpellGoodsInfoScreen,
});
