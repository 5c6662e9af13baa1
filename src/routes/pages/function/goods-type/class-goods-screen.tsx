import { NavBar } from 'antd-mobile';
import { classGoodsList } from '../../../../contract/catalogue/goods-list';
import { GoodsListView } from '../../../../ui/discovery/goods-list-view';
import { useOpenGoods } from '../../../goods-links';
import { useAppContext } from '../../../use-app-context';
import { goBack } from '../../../go-back';

/** The goods of one class with the sort tabs and the filter popup; spec §2 goods-type and goods_class/goods-type-list show it. */
export function ClassGoodsScreen({ classId, title }: { classId: string; title: string }) {
  const { sync } = useAppContext();
  const openGoods = useOpenGoods();
  return (
    <div className="page">
      <NavBar onBack={() => goBack()}>{title}</NavBar>
      <GoodsListView key={classId} sync={sync} base={{ call: classGoodsList, classId }} onOpen={openGoods} />
    </div>
  );
}
