import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { GROUP_BUY_TEXTS as G } from '../../../../ui/group-buy-texts';
import { PATHS } from '../../../paths';
import { PayCounterView } from '../../main/pay-counter/pay-counter-view';
import '../../../group-buy/group-buy.css';

/** The group order's pay counter: the checkout's pay flow (balance with the pay password, or WeChat), then the group. */
function GroupPayCounterScreen() {
  const { orderId, groupId } = Route.useSearch();
  const navigate = useNavigate();
  const toGroup = () => void navigate({ to: PATHS.groupOrderDetails, search: { groupId }, replace: true });
  return (
    <PayCounterView orderIds={orderId} title={G.payTitle} offlineText={G.needsNetwork} hint={<p className="group-rules">{G.payHint}</p>}
      onPaid={toGroup} paidAlready={{ label: G.orderGroup, go: toGroup }} />
  );
}

export const Route = createLazyRoute(`/auth${PATHS.groupPayCounter}` as const)({ component: GroupPayCounterScreen });
