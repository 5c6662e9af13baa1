import { createRoute } from '@tanstack/react-router';
import { PATHS } from '../../../paths';
import { rootRoute } from '../../../root';
import { ClassGoodsScreen, validateClassSearch } from '../../function/goods-type/class-goods-screen';

function GoodsTypeListScreen() {
  const { classId, title } = goodsTypeListRoute.useSearch();
  return <ClassGoodsScreen classId={classId} title={title} />;
}

export const goodsTypeListRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: PATHS.goodsTypeList,
  validateSearch: validateClassSearch,
  component: GoodsTypeListScreen,
});
