import { useEffect, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Button, NavBar, Result } from 'antd-mobile';
import type { PaymentResult } from '../../contract/orders/pay';
import { payStatus } from '../../contract/orders/pay';
import { LoadingState } from '../../ui/components/page-state';
import { PriceText } from '../../ui/components/price-text';
import { CHECKOUT_TEXTS } from '../../ui/checkout-texts';
import { PATHS } from '../paths';
import { useAppContext } from '../use-app-context';
import './pay-finish.css';

const T = CHECKOUT_TEXTS.pay;
const POLL_MS = 1500;

/**
 * The result of a payment, polled until it settles; a late payment says whether the order was revived or refunded.
 * Global purchase (pay-finish-global) adds what crossing the border means and leads back to 全球购.
 */
export function PayFinishView({ payNo, crossBorder }: { payNo: string; crossBorder: boolean }) {
  const { api } = useAppContext();
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
      {crossBorder && paid ? <p className="pay-finish__note" data-testid="cross-border-note">{T.crossBorderNote}</p> : null}
      <div className="page-actions">
        <Button block color="primary" onClick={() => void navigate({ to: PATHS.orderForm, search: { status: '' } })}>{T.viewOrder}</Button>
        {crossBorder
          ? <Button block onClick={() => void navigate({ to: PATHS.globalPurchase })}>{T.moreGlobal}</Button>
          : <Button block onClick={() => void navigate({ to: PATHS.home })}>{T.goHome}</Button>}
      </div>
    </div>
  );
}
