import { createRoute } from '@tanstack/react-router';
import { PATHS } from '../../../paths';
import { rootRoute } from '../../../root';
import { ClassGoodsScreen, validateClassSearch } from './class-goods-screen';

function GoodsTypeScreen() {
  const { classId, title } = goodsTypeRoute.useSearch();
  return <ClassGoodsScreen classId={classId} title={title} />;
}

export const goodsTypeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: PATHS.goodsType,
  validateSearch: validateClassSearch,
  component: GoodsTypeScreen,
});
