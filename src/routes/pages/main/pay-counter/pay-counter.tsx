import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { CHECKOUT_TEXTS } from '../../../../ui/checkout-texts';
import { PATHS } from '../../../paths';
import { PayCounterView } from './pay-counter-view';

const T = CHECKOUT_TEXTS.pay;

function PayCounterScreen() {
  const { orderIds } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <PayCounterView orderIds={orderIds} title={T.title} offlineText={T.offline}
      onPaid={(payNo) => void navigate({ to: PATHS.payFinishOrder, search: { payNo, orderIds }, replace: true })}
      paidAlready={{ label: T.viewOrder, go: () => void navigate({ to: PATHS.orderForm, search: { status: '' } }) }} />
  );
}

export const Route = createLazyRoute(`/auth${PATHS.payCounter}` as const)({ component: PayCounterScreen });
