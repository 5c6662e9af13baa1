// The shell of the blind box's pay counter; the counter itself is src/routes/checkout/pay-counter.tsx.
import { useMemo } from 'react';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { BLINDBOX_TEXTS as T } from '../../../../ui/blindbox-texts';
import { BoxVersionCheck } from '../../../blindbox/box-version-check';
import { ConfirmBoxOrder } from '../../../blindbox/confirm-box-order';
import { PayCounter } from '../../../checkout/pay-counter';
import { moneyWay } from '../../../checkout/pay-ways';
import { PATHS } from '../../../paths';
import '../../../blindbox/blindbox.css';

/**
 * spec §2 pay-blindbox-counter: confirms the box (odds, address), then pays it with the ordinary pay calls; the host
 * draws in the paying transaction and the buyer is taken to the item drawn. Needs the network.
 */
function PayBlindboxCounterScreen() {
  const { goodsId, orderId } = Route.useSearch();
  const navigate = useNavigate();
  const way = useMemo(() => {
    const toResult = () => void navigate({ to: PATHS.blindboxLog, search: { orderId }, replace: true });
    return moneyWay({ orderIds: orderId, onPaid: toResult, paidAlready: { label: T.viewLog, go: toResult } });
  }, [orderId, navigate]);
  if (!orderId) return <ConfirmBoxOrder goodsId={goodsId} />;
  return <PayCounter title={T.payTitle} offlineText={T.needsNetwork} hint={<BoxVersionCheck goodsId={goodsId} orderId={orderId} />} way={way} />;
}

export const Route = createLazyRoute(`/auth${PATHS.payBlindboxCounter}` as const)({ component: PayBlindboxCounterScreen });
