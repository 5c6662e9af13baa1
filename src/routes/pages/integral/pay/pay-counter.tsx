// The shell of the integral pay counter; the counter itself is src/routes/checkout/pay-counter.tsx.
import { useMemo, useState } from 'react';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, NavBar, Result } from 'antd-mobile';
import { KIND_BUY_TEXTS } from '../../../../ui/kind-buy-texts';
import { PayCounter } from '../../../checkout/pay-counter';
import { pointsWay } from '../../../checkout/pay-ways';
import { PATHS } from '../../../paths';
import '../../../kind-buy/kind-buy.css';
import { goBack } from '../../../go-back';

const T = KIND_BUY_TEXTS.pay;

/** spec §2 integral/pay/pay-counter: pays an integral order with points (and the pay password); needs the network. */
function IntegralPayCounterScreen() {
  const { orderId } = Route.useSearch();
  const navigate = useNavigate();
  const [done, setDone] = useState<{ points: number; balance: number } | null>(null);
  const way = useMemo(() => pointsWay({ orderId, onPaid: setDone }), [orderId]);
  if (!done) return <PayCounter title={T.integralTitle} offlineText={T.offline} way={way} />;
  return (
    <div className="page">
      <NavBar onBack={() => goBack()}>{T.integralTitle}</NavBar>
      <Result status="success" title={T.paid} description={<span data-testid="points-paid">{T.paidText(done.points, done.balance)}</span>} />
      <div className="page-actions">
        <Button block color="primary" onClick={() => void navigate({ to: PATHS.orderDetails, search: { orderId }, replace: true })}>{T.viewOrder}</Button>
        <Button block onClick={() => void navigate({ to: PATHS.integralWallet })}>{T.viewPoints}</Button>
      </div>
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.integralPayCounter}` as const)({ component: IntegralPayCounterScreen });
