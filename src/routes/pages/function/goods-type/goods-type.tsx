import { createRoute } from '@tanstack/react-router';
import { NavBar } from 'antd-mobile';
import { classGoodsList } from '../../../../contract/goods-list';
import { GoodsListView } from '../../../../ui/discovery/goods-list-view';
import { useOpenGoods } from '../../../goods-links';
import { PATHS } from '../../../paths';
import { rootRoute } from '../../../root';
import { useAppContext } from '../../../use-app-context';

/** Goods of one category with the sort tabs and the filter popup (spec §2 goods-type). */
function GoodsTypeScreen() {
  const { sync } = useAppContext();
  const { classId, title } = goodsTypeRoute.useSearch();
  const openGoods = useOpenGoods();
  return (
    <div className="page">
      <NavBar onBack={() => history.back()}>{title}</NavBar>
      <GoodsListView key={classId} sync={sync} base={{ call: classGoodsList, classId }} onOpen={openGoods} />
    </div>
  );
}

export const goodsTypeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: PATHS.goodsType,
  validateSearch: (search: Record<string, unknown>) => ({ classId: String(search.classId ?? ''), title: String(search.title ?? '') }),
  component: GoodsTypeScreen,
});
