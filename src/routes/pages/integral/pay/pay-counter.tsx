import { useCallback, useEffect, useState } from 'react';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, List, NavBar, Result } from 'antd-mobile';
import { ApiError } from '../../../../api/api-error';
import { integralPay, integralPayInfo, type IntegralPayInfo } from '../../../../contract/integral-order';
import { formatCountdown } from '../../../../domain/relative-time';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { OrderLine } from '../../../../ui/components/order-line';
import { confirmDialog, showError } from '../../../../ui/feedback';
import { newClientId } from '../../../../ui/hooks/use-entry-outcome';
import { useOnline } from '../../../../ui/hooks/use-online';
import { KIND_BUY_TEXTS } from '../../../../ui/kind-buy-texts';
import { TEXTS } from '../../../../ui/texts';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import { PayPasswordPopup } from '../../main/pay-counter/pay-password-popup';
import '../../../kind-buy/kind-buy.css';

const T = KIND_BUY_TEXTS.pay;

/** spec §2 integral/pay/pay-counter: pays an integral order with points (and the pay password); needs the network. */
function IntegralPayCounterScreen() {
  const { api } = useAppContext();
  const { orderId } = Route.useSearch();
  const navigate = useNavigate();
  const online = useOnline();
  const [info, setInfo] = useState<IntegralPayInfo | null>(null);
  const [failed, setFailed] = useState('');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ points: number; balance: number } | null>(null);
  const [now, setNow] = useState(Date.now());

  const load = useCallback(() => {
    setFailed('');
    api.call(integralPayInfo, { orderId }).then(setInfo, (e: unknown) => setFailed(e instanceof ApiError && e.kind === 'business' ? e.message : T.offline));
  }, [api, orderId]);
  useEffect(() => { if (online) load(); }, [online, load]);
  useEffect(() => { const id = setInterval(() => setNow(Date.now()), 1000); return () => clearInterval(id); }, []);

  async function pay(payPassword: string) {
    setBusy(true);
    try {
      const result = await api.call(integralPay, { orderId, payPassword }, { idempotencyKey: newClientId('ipay') });
      setAsking(false);
      setDone({ points: result.points, balance: result.balance });
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  }

  function start() {
    if (!info) return;
    if (!info.hasPayPassword) {
      return void confirmDialog(T.noPassword, { confirmText: T.setPassword }).then((yes) => (yes ? navigate({ to: PATHS.payPassword }) : undefined));
    }
    setAsking(true);
  }

  const back = <NavBar onBack={() => history.back()}>{T.integralTitle}</NavBar>;
  if (done) {
    return (
      <div className="page">
        {back}
        <Result status="success" title={T.paid} description={<span data-testid="points-paid">{T.paidText(done.points, done.balance)}</span>} />
        <div className="page-actions">
          <Button block color="primary" onClick={() => void navigate({ to: PATHS.orderDetails, search: { orderId }, replace: true })}>{T.viewOrder}</Button>
          <Button block onClick={() => void navigate({ to: PATHS.integralWallet })}>{T.viewPoints}</Button>
        </div>
      </div>
    );
  }
  if (!online || failed) {
    return <div className="page">{back}<EmptyState title={failed || T.offline} /><Button block onClick={load}>{TEXTS.common.retry}</Button></div>;
  }
  if (!info) return <div className="page">{back}<LoadingState /></div>;
  const closed = info.status !== 'UNPAID' || info.payDeadline <= now;
  const short = info.balance < info.points;
  return (
    <div className="page pay-counter">
      {back}
      <section className="pay-counter__amount">
        <div>{T.amount}</div>
        <strong className="price-text price-text--large" data-testid="points-due">{info.points} 积分</strong>
        {!closed && <div className="pay-counter__deadline">{T.deadline(formatCountdown(info.payDeadline - now))}</div>}
      </section>
      <OrderLine img={info.goodsImg} name={info.goodsName} num={info.num} />
      <List>
        <List.Item description={short ? T.short(info.points, info.balance) : undefined} extra={<span data-testid="points-left">{T.balance(info.balance)}</span>}>
          {T.account}
        </List.Item>
      </List>
      <p className="kind-play-order__note">{KIND_BUY_TEXTS.playOrder.pointsOnly}</p>
      {closed ? <EmptyState title={info.paid ? T.alreadyPaid : T.closed} /> : (
        <div className="page-actions"><Button block color="primary" disabled={short} onClick={start}>{T.confirm(info.points)}</Button></div>
      )}
      <PayPasswordPopup visible={asking} busy={busy} onClose={() => setAsking(false)} onSubmit={(p) => void pay(p)} />
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.integralPayCounter}` as const)({ component: IntegralPayCounterScreen });
