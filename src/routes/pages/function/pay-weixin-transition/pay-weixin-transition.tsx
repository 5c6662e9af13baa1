import { useEffect, useState } from 'react';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, NavBar } from 'antd-mobile';
import type { ResponseOf } from '../../../../contract/define-call';
import { openidByCode, sandboxConfirm, wechatOfficialPay } from '../../../../contract/orders/pay';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { PriceText } from '../../../../ui/components/price-text';
import { showError } from '../../../../ui/feedback';
import { newClientId } from '../../../../ui/hooks/use-entry-outcome';
import { useOnline } from '../../../../ui/hooks/use-online';
import { useSession } from '../../../../ui/hooks/use-session';
import { CHECKOUT_TEXTS } from '../../../../ui/checkout-texts';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import { reportPay } from '../../../checkout/report-pay';
import { goBack } from '../../../go-back';

const T = CHECKOUT_TEXTS.pay;
type Prepay = ResponseOf<typeof wechatOfficialPay>;

/**
 * The hand-off to WeChat: openid by the OAuth code (the sandbox accepts any
 * code), a prepay from the pay host, then the cashier. With the local
 * sandbox the buyer confirms here and the sandbox calls back signed.
 */
function PayWeixinScreen() {
  const { api, session } = useAppContext();
  const userId = useSession(session).userId ?? '';
  const { orderIds, code } = Route.useSearch();
  const navigate = useNavigate();
  const online = useOnline();
  const [prepay, setPrepay] = useState<Prepay | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!online) return;
    let stopped = false;
    (async () => {
      const { openid } = await api.call(openidByCode, { code: code || newClientId('code') });
      const answer = await api.call(wechatOfficialPay, { orderIds, openid }, { idempotencyKey: newClientId('wx') });
      if (!stopped) setPrepay(answer);
    })().catch((e: unknown) => !stopped && setError(e instanceof Error ? e.message : T.offline));
    return () => { stopped = true; };
  }, [api, online, orderIds, code]);

  async function confirm() {
    if (!prepay) return;
    setBusy(true);
    try {
      const result = await api.call(sandboxConfirm, { payNo: prepay.payNo });
      reportPay(api, userId, result.status, 'WECHAT');
      void navigate({ to: PATHS.payFinishOrder, search: { payNo: prepay.payNo, orderIds }, replace: true });
    } catch (e) {
      showError(e);
    } finally {
      setBusy(false);
    }
  }

  const back = <NavBar onBack={() => goBack()}>{T.weixinTitle}</NavBar>;
  if (!online) return <div className="page">{back}<EmptyState title={T.offline} /></div>;
  if (error) return <div className="page">{back}<EmptyState title={error} /></div>;
  if (!prepay) return <div className="page">{back}<LoadingState /><p className="page-hint">{T.authorizing}</p></div>;
  return (
    <div className="page pay-weixin">
      {back}
      <section className="pay-counter__amount"><div>{T.amount}</div><PriceText fen={prepay.amount} size="large" /></section>
      {prepay.sandbox && <p className="page-hint">{T.sandboxHint}</p>}
      <div className="page-actions"><Button block color="success" loading={busy} onClick={() => void confirm()}>{T.sandboxPay}</Button></div>
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.payWeixinTransition}` as const)({ component: PayWeixinScreen });
