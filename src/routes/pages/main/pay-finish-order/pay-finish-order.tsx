import { useEffect, useState } from 'react';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, NavBar, Result } from 'antd-mobile';
import type { PaymentResult } from '../../../../contract/pay';
import { payStatus } from '../../../../contract/pay';
import { LoadingState } from '../../../../ui/components/page-state';
import { PriceText } from '../../../../ui/components/price-text';
import { CHECKOUT_TEXTS } from '../../../../ui/checkout-texts';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';

const T = CHECKOUT_TEXTS.pay;
const POLL_MS = 1500;

/** The result of a payment, polled until it settles; a late payment says whether the order was revived or refunded. */
function PayFinishScreen() {
  const { api } = useAppContext();
  const { payNo } = Route.useSearch();
  const navigate = useNavigate();
  const [result, setResult] = useState<PaymentResult | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const poll = () => api.call(payStatus, { payNo }).then((r) => {
      if (stopped) return;
      setResult(r);
      if (r.status === 'PENDING') timer = setTimeout(poll, POLL_MS);
    }, (e: unknown) => !stopped && setError(e instanceof Error ? e.message : T.offline));
    void poll();
    return () => { stopped = true; clearTimeout(timer); };
  }, [api, payNo]);

  const paid = result?.status === 'PAID';
  return (
    <div className="page pay-finish">
      <NavBar onBack={() => void navigate({ to: PATHS.orderForm, search: { status: '' } })}>{T.finishTitle}</NavBar>
      {!result && !error && <LoadingState />}
      {(result || error) && (
        <Result
          status={error ? 'error' : paid ? 'success' : result?.status === 'REFUNDED' ? 'warning' : 'waiting'}
          title={error || (paid ? T.paid : result?.status === 'REFUNDED' ? T.refunded : T.pending)}
          description={result ? <>{result.msg && <p data-testid="pay-outcome">{result.msg}</p>}<PriceText fen={result.amount} /></> : undefined}
        />
      )}
      <div className="page-actions">
        <Button block color="primary" onClick={() => void navigate({ to: PATHS.orderForm, search: { status: '' } })}>{T.viewOrder}</Button>
        <Button block onClick={() => void navigate({ to: PATHS.home })}>{T.goHome}</Button>
      </div>
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.payFinishOrder}` as const)({ component: PayFinishScreen });
