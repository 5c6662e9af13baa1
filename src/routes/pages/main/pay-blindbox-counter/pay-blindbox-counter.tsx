import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { BLINDBOX_TEXTS as T } from '../../../../ui/blindbox-texts';
import { BoxVersionCheck } from '../../../blindbox/box-version-check';
import { ConfirmBoxOrder } from '../../../blindbox/confirm-box-order';
import { PATHS } from '../../../paths';
import { PayCounterView } from '../pay-counter/pay-counter-view';
import '../../../blindbox/blindbox.css';

/**
 * spec §2 pay-blindbox-counter: confirms the box (odds, address), then pays it with the ordinary pay calls; the host
 * draws in the paying transaction and the buyer is taken to the item drawn. Needs the network.
 */
function PayBlindboxCounterScreen() {
  const { goodsId, orderId } = Route.useSearch();
  const navigate = useNavigate();
  if (!orderId) return <ConfirmBoxOrder goodsId={goodsId} />;
  const toResult = () => void navigate({ to: PATHS.blindboxLog, search: { orderId }, replace: true });
  return (
    <PayCounterView orderIds={orderId} title={T.payTitle} offlineText={T.needsNetwork}
      hint={<BoxVersionCheck goodsId={goodsId} orderId={orderId} />} onPaid={toResult} paidAlready={{ label: T.viewLog, go: toResult }} />
  );
}

export const Route = createLazyRoute(`/auth${PATHS.payBlindboxCounter}` as const)({ component: PayBlindboxCounterScreen });
