import { createRoute } from '@tanstack/react-router';
import { NavBar } from 'antd-mobile';
import { classGoodsList } from '../../../../contract/goods-list';
import { GoodsListView } from '../../../../ui/discovery/goods-list-view';
import { useOpenGoods } from '../../../goods-links';
import { PATHS } from '../../../paths';
import { rootRoute } from '../../../root';
import { useAppContext } from '../../../use-app-context';

/** spec §2 star_q goods_class/goods-type-list: the goods of a class picked on the category screen. */
function GoodsTypeListScreen() {
  const { sync } = useAppContext();
  const { classId, title } = goodsTypeListRoute.useSearch();
  const openGoods = useOpenGoods();
  return (
    <div className="page">
      <NavBar onBack={() => history.back()}>{title}</NavBar>
      <GoodsListView key={classId} sync={sync} base={{ call: classGoodsList, classId }} onOpen={openGoods} />
    </div>
  );
}

export const goodsTypeListRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: PATHS.goodsTypeList,
  validateSearch: (search: Record<string, unknown>) => ({ classId: String(search.classId ?? ''), title: String(search.title ?? '') }),
  component: GoodsTypeListScreen,
});
