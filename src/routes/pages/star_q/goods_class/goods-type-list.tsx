import { createLazyRoute } from '@tanstack/react-router';
import { PATHS } from '../../../paths';
import { ClassGoodsScreen } from '../../function/goods-type/class-goods-screen';

function GoodsTypeListScreen() {
  const { classId, title } = Route.useSearch();
  return <ClassGoodsScreen classId={classId} title={title} />;
}

export const Route = createLazyRoute(PATHS.goodsTypeList)({ component: GoodsTypeListScreen });
