// The shell of a group seat's pay counter; the counter itself is src/routes/checkout/pay-counter.tsx.
import { useMemo } from 'react';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { GROUP_BUY_TEXTS as G } from '../../../../ui/group-buy-texts';
import { PayCounter } from '../../../checkout/pay-counter';
import { moneyWay } from '../../../checkout/pay-ways';
import { PATHS } from '../../../paths';
import '../../../group-buy/group-buy.css';

/** The group order's pay counter: the ordinary money payment, then the group. */
function GroupPayCounterScreen() {
  const { orderId, groupId } = Route.useSearch();
  const navigate = useNavigate();
  const way = useMemo(() => {
    const toGroup = () => void navigate({ to: PATHS.groupOrderDetails, search: { groupId }, replace: true });
    return moneyWay({ orderIds: orderId, onPaid: toGroup, paidAlready: { label: G.orderGroup, go: toGroup } });
  }, [orderId, groupId, navigate]);
  return <PayCounter title={G.payTitle} offlineText={G.needsNetwork} hint={<p className="group-rules">{G.payHint}</p>} way={way} />;
}

export const Route = createLazyRoute(`/auth${PATHS.groupPayCounter}` as const)({ component: GroupPayCounterScreen });
