// The shell of the ordinary pay counter; the counter itself is src/routes/checkout/pay-counter.tsx.
import { useMemo } from 'react';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { CHECKOUT_TEXTS } from '../../../../ui/checkout-texts';
import { PayCounter } from '../../../checkout/pay-counter';
import { moneyWay } from '../../../checkout/pay-ways';
import { PATHS } from '../../../paths';

const T = CHECKOUT_TEXTS.pay;

function PayCounterScreen() {
  const { orderIds } = Route.useSearch();
  const navigate = useNavigate();
  const way = useMemo(() => moneyWay({
    orderIds,
    onPaid: (payNo) => void navigate({ to: PATHS.payFinishOrder, search: { payNo, orderIds }, replace: true }),
    paidAlready: { label: T.viewOrder, go: () => void navigate({ to: PATHS.orderForm, search: { status: '' } }) },
  }), [orderIds, navigate]);
  return <PayCounter title={T.title} offlineText={T.offline} way={way} />;
}

export const Route = createLazyRoute(`/auth${PATHS.payCounter}` as const)({ component: PayCounterScreen });
