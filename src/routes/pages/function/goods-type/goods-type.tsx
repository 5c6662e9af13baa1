import { createLazyRoute } from '@tanstack/react-router';
import { PATHS } from '../../../paths';
import { ClassGoodsScreen } from './class-goods-screen';

function GoodsTypeScreen() {
  const { classId, title } = Route.useSearch();
  return <ClassGoodsScreen classId={classId} title={title} />;
}

export const Route = createLazyRoute(PATHS.goodsType)({ component: GoodsTypeScreen });
