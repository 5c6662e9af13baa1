import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { TEXTS } from '../../../../ui/texts';
import { PATHS } from '../../../paths';
import { PayCounterView } from './pay-counter-view';

const T = TEXTS.checkout.pay;

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
