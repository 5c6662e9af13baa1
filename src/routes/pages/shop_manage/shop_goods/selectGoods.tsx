import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { NavBar } from 'antd-mobile';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { EVIDENCE_TEXTS } from '../../../../ui/evidence-texts';
import { GoodsPicker } from '../../../../ui/shop_manage/goods-picker';
import { PATHS } from '../../../paths';
import { useShopGoods } from '../../../shop-goods/use-shop-goods';
import { goBack } from '../../../go-back';

const T = EVIDENCE_TEXTS.picker;

/** selectGoods: the shop's own goods from the device (offline too); a pick goes on to the screen that asked for it. */
function SelectGoodsScreen() {
  const { next, evidenceId } = Route.useSearch();
  const navigate = useNavigate();
  const { goods, hasShop, loading } = useShopGoods();
  const back = <NavBar onBack={() => goBack()}>{T.title}</NavBar>;
  if (!hasShop) return <div className="page">{back}<EmptyState title={T.noShop} /></div>;
  if (loading) return <div className="page">{back}<LoadingState /></div>;
  function confirm(goodsIds: string[]) {
    if (next === 'evidence') void navigate({ to: PATHS.addEvidence, search: { goodsId: goodsIds[0], evidenceId }, replace: true });
    else goBack();
  }
  return (
    <div className="page select-goods">
      {back}
      <GoodsPicker goods={goods} multiple={next !== 'evidence'} onConfirm={confirm} />
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.selectGoods}` as const)({ component: SelectGoodsScreen });
