import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { NavBar } from 'antd-mobile';
import { classGoodsList } from '../../../../contract/catalogue/goods-list';
import { balanceInfo } from '../../../../contract/wallet/wallet';
import { GoodsListView } from '../../../../ui/discovery/goods-list-view';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { DataAge } from '../../../../ui/wallet/data-age';
import { WALLET_TEXTS } from '../../../../ui/wallet-texts';
import { useOpenGoods } from '../../../goods-links';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import { goBack } from '../../../go-back';

const T = WALLET_TEXTS.goods;

/** spec §2 integral_exchange_goods/goods-index: the points goods under the user's points, each card at its points; a goods is exchanged from its page. */
function IntegralGoodsScreen() {
  const { sync } = useAppContext();
  const navigate = useNavigate();
  const openGoods = useOpenGoods();
  const info = useCachedCall(sync, balanceInfo, {});
  const points = info.data?.assets.find((a) => a.asset === 'POINT');
  return (
    <div className="page integral-goods">
      <NavBar onBack={() => goBack()}>{T.title}</NavBar>
      <DataAge savedAt={info.savedAt} failed={Boolean(info.failure)} />
      <button type="button" className="integral-goods__points" onClick={() => void navigate({ to: PATHS.integralWallet })}>
        <span>{T.points}</span>
        <strong data-testid="integral-points">{points ? points.available : '--'}</strong>
      </button>
      <p className="page-hint">{T.pointsHint}</p>
      <GoodsListView sync={sync} base={{ call: classGoodsList, goodsKind: 'integral' }} emptyTitle={T.empty} onOpen={openGoods} />
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.integralExchangeGoods}` as const)({ component: IntegralGoodsScreen });
