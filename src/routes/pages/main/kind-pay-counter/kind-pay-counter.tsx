// The shell of an IP, art, gold or metaverse goods' pay counter; the counter itself is src/routes/checkout/pay-counter.tsx.
import { useMemo } from 'react';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { isSalePriceKind } from '../../../../domain/kind-buy';
import { useGoodsCard } from '../../../../ui/hooks/use-goods-card';
import { KIND_BUY_TEXTS } from '../../../../ui/kind-buy-texts';
import { CHECKOUT_TEXTS } from '../../../../ui/checkout-texts';
import { PayCounter } from '../../../checkout/pay-counter';
import { moneyWay } from '../../../checkout/pay-ways';
import { KindFacts } from '../../../kind-buy/kind-facts';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import '../../../kind-buy/kind-buy.css';

const T = CHECKOUT_TEXTS.pay;

/** Issue 17: the kind's facts above the ordinary money payment (balance with the pay password, or sandbox WeChat). */
function KindPayCounterScreen() {
  const { sync } = useAppContext();
  const { orderIds, goodsId } = Route.useSearch();
  const navigate = useNavigate();
  const goods = useGoodsCard(sync, goodsId).data;
  const way = useMemo(() => moneyWay({
    orderIds,
    onPaid: (payNo) => void navigate({ to: PATHS.payFinishOrder, search: { payNo, orderIds }, replace: true }),
    paidAlready: { label: T.viewOrder, go: () => void navigate({ to: PATHS.orderForm, search: { status: '' } }) },
  }), [orderIds, navigate]);
  const facts = goods && isSalePriceKind(goods.goodsKind) && (
    <section className="kind-pay-counter__goods">
      <div className="kind-pay-counter__name">{goods.goodsName}</div>
      <KindFacts kind={goods.goodsKind} goodsId={goodsId} salePrice={goods.goodsSalePrice} />
    </section>
  );
  return <PayCounter title={KIND_BUY_TEXTS.pay.title} offlineText={KIND_BUY_TEXTS.pay.offline} hint={facts} way={way} />;
}

export const Route = createLazyRoute(`/auth${PATHS.kindPayCounter}` as const)({ component: KindPayCounterScreen });
