import { useCallback, useEffect, useState } from 'react';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, List, NavBar, Radio } from 'antd-mobile';
import { ApiError } from '../../../../api/api-error';
import type { ResponseOf } from '../../../../contract/define-call';
import { memberPay, payInfo } from '../../../../contract/pay';
import { formatFen } from '../../../../domain/format';
import { formatCountdown } from '../../../../domain/relative-time';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { PriceText } from '../../../../ui/components/price-text';
import { confirmDialog, showError } from '../../../../ui/feedback';
import { newClientId } from '../../../../ui/hooks/use-entry-outcome';
import { useOnline } from '../../../../ui/hooks/use-online';
import { useSession } from '../../../../ui/hooks/use-session';
import { TEXTS } from '../../../../ui/texts';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import { PayPasswordPopup } from './pay-password-popup';
import { reportPay } from './report-pay';

const T = TEXTS.checkout.pay;
type Info = ResponseOf<typeof payInfo>;

/** Payment needs the network (spec: pay counters); it calls the pay host directly, never through the outbox. */
function PayCounterScreen() {
  const { api, session } = useAppContext();
  const userId = useSession(session).userId ?? '';
  const { orderIds } = Route.useSearch();
  const navigate = useNavigate();
  const online = useOnline();
  const [info, setInfo] = useState<Info | null>(null);
  const [failed, setFailed] = useState('');
  const [method, setMethod] = useState<'BALANCE' | 'WECHAT'>('BALANCE');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [now, setNow] = useState(Date.now());

  const load = useCallback(() => {
    setFailed('');
    api.call(payInfo, { orderIds }).then(setInfo, (e: unknown) => setFailed(e instanceof ApiError && e.kind === 'business' ? e.message : T.offline));
  }, [api, orderIds]);
  useEffect(() => { if (online) load(); }, [online, load]);
  useEffect(() => { const id = setInterval(() => setNow(Date.now()), 1000); return () => clearInterval(id); }, []);

  async function payByBalance(payPassword: string) {
    setBusy(true);
    try {
      const result = await api.call(memberPay, { orderIds, payPassword }, { idempotencyKey: newClientId('pay') });
      reportPay(api, userId, result.status, 'BALANCE');
      setAsking(false);
      void navigate({ to: PATHS.payFinishOrder, search: { payNo: result.payNo, orderIds }, replace: true });
    } catch (error) {
      reportPay(api, userId, 'FAIL', 'BALANCE');
      showError(error);
    } finally {
      setBusy(false);
    }
  }

  function pay() {
    if (!info) return;
    if (method === 'WECHAT') return void navigate({ to: PATHS.payWeixinTransition, search: { orderIds, code: '' } });
    if (!info.hasPayPassword) {
      return void confirmDialog(T.noPassword, { confirmText: T.setPassword })
        .then((yes) => (yes ? navigate({ to: PATHS.payPassword }) : undefined));
    }
    setAsking(true);
  }

  const back = <NavBar onBack={() => history.back()}>{T.title}</NavBar>;
  if (!online || failed) {
    return <div className="page">{back}<EmptyState title={failed || T.offline} /><Button block onClick={load}>{TEXTS.common.retry}</Button></div>;
  }
  if (!info) return <div className="page">{back}<LoadingState /></div>;
  if (info.amount === 0) {
    return <div className="page">{back}<EmptyState title={T.nothingToPay} />
      <Button block onClick={() => void navigate({ to: PATHS.orderForm, search: { status: '' } })}>{T.viewOrder}</Button></div>;
  }
  return (
    <div className="page pay-counter">
      {back}
      <section className="pay-counter__amount">
        <div>{T.amount}</div>
        <PriceText fen={info.amount} size="large" />
        <div className="pay-counter__deadline">{T.deadline(formatCountdown(info.payDeadline - now))}</div>
      </section>
      <Radio.Group value={method} onChange={(v) => setMethod(v as typeof method)}>
        <List>
          <List.Item prefix={<Radio value="BALANCE" />} onClick={() => setMethod('BALANCE')} description={T.balanceLeft(formatFen(info.balance))}>{T.balance}</List.Item>
          <List.Item prefix={<Radio value="WECHAT" />} onClick={() => setMethod('WECHAT')}>{T.wechat}</List.Item>
        </List>
      </Radio.Group>
      <div className="page-actions"><Button block color="primary" onClick={pay}>{T.confirm} ¥{formatFen(info.amount)}</Button></div>
      <PayPasswordPopup visible={asking} busy={busy} onClose={() => setAsking(false)} onSubmit={(p) => void payByBalance(p)} />
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.payCounter}` as const)({ component: PayCounterScreen });
