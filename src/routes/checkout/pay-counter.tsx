import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Button, NavBar } from 'antd-mobile';
import { ApiError } from '../../api/api-error';
import { EmptyState, LoadingState } from '../../ui/components/page-state';
import { confirmDialog, showError } from '../../ui/feedback';
import { useCountdown } from '../../ui/hooks/use-countdown';
import { useOnline } from '../../ui/hooks/use-online';
import { useSession } from '../../ui/hooks/use-session';
import { TEXTS } from '../../ui/texts';
import { PATHS } from '../paths';
import { useAppContext } from '../use-app-context';
import { PayPasswordPopup } from './pay-password-popup';
import type { PayContext, PayMethod, PayWay } from './pay-way';
import { goBack } from '../go-back';

export interface PayCounterProps<I> {
  title: string;
  /** Said when the counter cannot reach the host. */
  offlineText: string;
  /** How this kind is paid: what is due, from what, by which call (`pay-ways.tsx`). */
  way: PayWay<I>;
  /** A kind's own lines between the amount and the methods (a group's refund promise, a box's odds, a kind's facts). */
  hint?: ReactNode;
}

/**
 * The one pay counter (docs/decisions/025): every kind's counter is this, configured by a `PayWay`. Payment needs the
 * network (spec: pay counters): it calls the pay host directly, never through the outbox, and the host refuses a payment
 * after its deadline whatever the countdown here shows.
 */
export function PayCounter<I>({ title, offlineText, way, hint }: PayCounterProps<I>) {
  const { api, session } = useAppContext();
  const userId = useSession(session).userId ?? '';
  const navigate = useNavigate();
  const online = useOnline();
  const [info, setInfo] = useState<I | null>(null);
  const [failed, setFailed] = useState('');
  const [method, setMethod] = useState<PayMethod>(way.methods[0]);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const ctx: PayContext = { api, userId, navigate };

  const { read } = way;
  const load = useCallback(() => {
    setFailed('');
    read(api).then(setInfo, (e: unknown) => setFailed(e instanceof ApiError && e.kind === 'business' ? e.message : offlineText));
  }, [api, read, offlineText]);
  useEffect(() => { if (online && way.ready) load(); }, [online, way.ready, load]);
  const left = useCountdown(info ? way.deadline(info) : 0, { format: 'hours' });

  async function payWithPassword(payPassword: string) {
    if (!info) return;
    setBusy(true);
    try {
      await way.pay(ctx, info, payPassword);
      setAsking(false);
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  }

  function start() {
    if (!info) return;
    if (way.handOff?.(ctx, method)) return;
    if (!way.hasPayPassword(info)) {
      return void confirmDialog(way.texts.noPassword, { confirmText: way.texts.setPassword })
        .then((yes) => (yes ? navigate({ to: PATHS.payPassword }) : undefined));
    }
    setAsking(true);
  }

  const back = <NavBar onBack={() => goBack()}>{title}</NavBar>;
  if (!way.ready) return <div className="page">{back}<EmptyState title={way.texts.nothingToPay ?? offlineText} /></div>;
  if (!online || failed) {
    return <div className="page">{back}<EmptyState title={failed || offlineText} /><Button block onClick={load}>{TEXTS.common.retry}</Button></div>;
  }
  if (!info) return <div className="page">{back}<LoadingState /></div>;
  const settled = way.settled?.(info);
  if (settled) return <div className="page">{back}{settled}</div>;
  const closed = way.closed?.(info, left === null);
  const button = way.button(info);
  return (
    <div className="page pay-counter">
      {back}
      <section className="pay-counter__amount">
        <div>{way.texts.amount}</div>
        {way.due(info)}
        {!closed && <div className="pay-counter__deadline">{way.texts.deadline(left ?? '00:00:00')}</div>}
      </section>
      {hint}
      {way.source(info, method, setMethod)}
      {closed || (
        <div className="page-actions"><Button block color="primary" disabled={button.disabled} onClick={start}>{button.label}</Button></div>
      )}
      <PayPasswordPopup visible={asking} busy={busy} onClose={() => setAsking(false)} onSubmit={(p) => void payWithPassword(p)} />
    </div>
  );
}
