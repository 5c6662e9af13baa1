// The shell of an integral goods' fill-in order; the body is src/routes/checkout/fill-in-order.tsx.
import { useState } from 'react';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Stepper } from 'antd-mobile';
import type { IntegralInfo } from '../../../../contract/entities/goods-kinds';
import { integralGoodsDetail } from '../../../../contract/catalogue/goods-detail';
import { integralCreateOrder } from '../../../../contract/kinds/integral-order';
import { balanceInfo } from '../../../../contract/wallet/wallet';
import { integralTotal } from '../../../../domain/kind-buy';
import { showError, toast } from '../../../../ui/feedback';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { newClientId } from '../../../../ui/hooks/use-entry-outcome';
import { useGoodsCard } from '../../../../ui/hooks/use-goods-card';
import { useOnline } from '../../../../ui/hooks/use-online';
import { KIND_BUY_TEXTS } from '../../../../ui/kind-buy-texts';
import { FillInOrder, FillInOrderPlaceholder } from '../../../checkout/fill-in-order';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import '../../../kind-buy/kind-buy.css';

const T = KIND_BUY_TEXTS.playOrder;

/**
 * spec §2 integral/order/play_order: the fill-in order of an integral goods, paid with points only. Ordering
 * needs the network (the host re-reads the points and checks the balance); the goods and balance show from the
 * local store while offline.
 */
function IntegralPlayOrderScreen() {
  const { goodsId } = Route.useSearch();
  const { sync, api } = useAppContext();
  const navigate = useNavigate();
  const online = useOnline();
  const card = useGoodsCard(sync, goodsId);
  const detail = useCachedCall(sync, integralGoodsDetail, { goodsId });
  const wallet = useCachedCall(sync, balanceInfo, {});
  const [num, setNum] = useState(1);
  const goods = card.data;
  const pointsEach = (detail.data?.kindInfo as IntegralInfo | undefined)?.points ?? 0;
  const balance = wallet.data?.assets.find((a) => a.asset === 'POINT')?.available ?? null;
  const { total, enough } = integralTotal(pointsEach, num, balance);
  if (!goods) return <FillInOrderPlaceholder title={T.integralTitle} loading={card.loading} emptyText={T.notCached} />;

  async function submit(addressId: string, remark: string) {
    if (enough === false) return toast(T.pointsShort(total, balance ?? 0));
    try {
      const created = await api.call(integralCreateOrder, { goodsId, num, points: pointsEach, addressId, remark },
        { idempotencyKey: newClientId('integral') });
      void navigate({ to: PATHS.integralPayCounter, search: { orderId: created.orderId }, replace: true });
    } catch (error) {
      showError(error);
      void detail.reload();
      void wallet.reload();
    }
  }

  return (
    <FillInOrder config={{
      title: T.integralTitle,
      className: 'kind-play-order',
      blocked: online ? undefined : T.needsNetwork,
      delivery: { emptyText: T.noAddress, required: T.noAddress },
      groups: [{ key: goods.showShopId, header: goods.shopName, lines: [{ goodsId, goodsName: goods.goodsName, goodsImg: goods.goodsImg }] }],
      choices: [
        { key: 'each', label: T.pointsEach, value: pointsEach ? `${pointsEach} 积分` : '--' },
        { key: 'num', label: T.num, value: <Stepper min={1} max={Math.max(1, Math.min(goods.stock, 99))} value={num} onChange={setNum} aria-label={T.num} /> },
      ],
      remark: { label: T.remark, placeholder: T.remarkPlaceholder },
      amounts: [{ key: 'express', label: T.expressFee, value: T.freeExpress }],
      notes: (
        <>
          <p className="kind-play-order__note" data-testid="points-only">{T.pointsOnly}</p>
          {balance !== null && (
            <p className={enough === false ? 'kind-play-order__short' : 'kind-play-order__note'} data-testid="points-balance">
              {enough === false ? T.pointsShort(total, balance) : T.pointsBalance(balance)}
            </p>
          )}
          {!online && <p className="kind-play-order__note">{T.needsNetwork}</p>}
        </>
      ),
      bar: { total: <span data-testid="points-total">{T.pointsTotal(total)}</span>, submitText: T.exchange, disabled: !pointsEach || enough === false || !online },
      submit: ({ addressId, remark }) => submit(addressId, remark),
    }} />
  );
}

export const Route = createLazyRoute(`/auth${PATHS.integralPlayOrder}` as const)({ component: IntegralPlayOrderScreen });
