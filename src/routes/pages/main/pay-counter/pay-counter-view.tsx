import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from '@tanstack/react-router';
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
import { CHECKOUT_TEXTS } from '../../../../ui/checkout-texts';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import { PayPasswordPopup } from './pay-password-popup';
import { reportPay } from './report-pay';

const T = CHECKOUT_TEXTS.pay;
type Info = ResponseOf<typeof payInfo>;

export interface PayCounterViewProps {
  /** Comma-separated, as the pay host takes them. */
  orderIds: string;
  title: string;
  /** Said when the counter cannot reach the host. */
  offlineText: string;
  /** A kind's rule shown above the methods (a group's refund promise). */
  hint?: ReactNode;
  /** Where a balance payment goes once the host took it. */
  onPaid(payNo: string): void;
  /** Nothing left to pay (paid meanwhile): the button that leads on. */
  paidAlready: { label: string; go(): void };
}

/**
 * Every pay counter (an order, a group seat, a spell entry, a kind's goods): balance with the pay password, or WeChat.
 * Payment needs the network (spec: pay counters); it calls the pay host directly, never through the outbox, and the
 * host refuses a payment after its deadline whatever the countdown here shows.
 */
export function PayCounterView({ orderIds, title, offlineText, hint, onPaid, paidAlready }: PayCounterViewProps) {
  const { api, session } = useAppContext();
  const userId = useSession(session).userId ?? '';
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
    api.call(payInfo, { orderIds }).then(setInfo, (e: unknown) => setFailed(e instanceof ApiError && e.kind === 'business' ? e.message : offlineText));
  }, [api, orderIds, offlineText]);
  useEffect(() => { if (online && orderIds) load(); }, [online, orderIds, load]);
  useEffect(() => { const id = setInterval(() => setNow(Date.now()), 1000); return () => clearInterval(id); }, []);

  async function payByBalance(payPassword: string) {
    setBusy(true);
    try {
      const result = await api.call(memberPay, { orderIds, payPassword }, { idempotencyKey: newClientId('pay') });
      reportPay(api, userId, result.status, 'BALANCE');
      setAsking(false);
      onPaid(result.payNo);
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

  const back = <NavBar onBack={() => history.back()}>{title}</NavBar>;
  if (!orderIds) return <div className="page">{back}<EmptyState title={T.nothingToPay} /></div>;
  if (!online || failed) {
    return <div className="page">{back}<EmptyState title={failed || offlineText} /><Button block onClick={load}>{TEXTS.common.retry}</Button></div>;
  }
  if (!info) return <div className="page">{back}<LoadingState /></div>;
  if (info.amount === 0) {
    return <div className="page">{back}<EmptyState title={T.nothingToPay} /><Button block onClick={paidAlready.go}>{paidAlready.label}</Button></div>;
  }
  return (
    <div className="page pay-counter">
      {back}
      <section className="pay-counter__amount">
        <div>{T.amount}</div>
        <PriceText fen={info.amount} size="large" />
        <div className="pay-counter__deadline">{T.deadline(formatCountdown(info.payDeadline - now))}</div>
      </section>
      {hint}
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
