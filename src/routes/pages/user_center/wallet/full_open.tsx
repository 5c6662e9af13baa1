import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, NavBar, Result } from 'antd-mobile';
import { balanceInfo } from '../../../../contract/wallet/wallet';
import { formatFen } from '../../../../domain/format';
import { planTopUp } from '../../../../domain/wallet-input';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { PriceText } from '../../../../ui/components/price-text';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { TEXTS } from '../../../../ui/texts';
import { WALLET_TEXTS } from '../../../../ui/wallet-texts';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import { useTopUp } from './use-top-up';
import { goBack } from '../../../go-back';

const T = WALLET_TEXTS.cashier;

/** spec §2 full_open: the top-up cashier, in the sandbox a confirm button standing in for WeChat's. */
function FullOpenScreen() {
  const { sync } = useAppContext();
  const navigate = useNavigate();
  const plan = planTopUp(Route.useSearch().amount);
  const { step, online, pay, retry } = useTopUp(plan.ok ? plan.amountText : null);
  const cny = useCachedCall(sync, balanceInfo, {}).data?.assets.find((a) => a.asset === 'CNY');
  const back = <NavBar onBack={() => goBack()}>{T.title}</NavBar>;
  const toWallet = <Button block color="primary" onClick={() => void navigate({ to: PATHS.wallet, replace: true })}>{WALLET_TEXTS.convert.backToWallet}</Button>;

  if (!plan.ok) return <div className="page">{back}<EmptyState title={T.badAmount} /></div>;
  if (step.state === 'done') {
    return (
      <div className="page full-open">
        {back}
        <Result status="success" title={T.done} description={<span data-testid="top-up-balance">{T.newBalance(cny ? formatFen(cny.available) : '--')}</span>} />
        <div className="page-actions">{toWallet}</div>
      </div>
    );
  }
  if (!online && step.state !== 'paying') return <div className="page">{back}<div className="offline-notice" role="alert">{WALLET_TEXTS.topUpNeedsNetwork}</div></div>;
  if (step.state === 'preparing') return <div className="page">{back}<LoadingState /><p className="page-hint">{T.authorizing}</p></div>;
  if (step.state === 'failed') {
    return <div className="page">{back}<EmptyState title={step.msg} /><div className="page-actions"><Button block onClick={retry}>{TEXTS.common.retry}</Button></div></div>;
  }
  const { prepay } = step;
  return (
    <div className="page full-open">
      {back}
      <section className="pay-counter__amount"><div>{T.amount}</div><PriceText fen={prepay.amount} size="large" /></section>
      <p className="page-hint">{prepay.sandbox ? T.sandboxHint : T.realHint}</p>
      {step.state === 'unpaid' && <p className="page-hint">{T.unpaid}</p>}
      <div className="page-actions">
        <Button block color="success" loading={step.state === 'paying'} onClick={() => void pay(prepay)}>{prepay.sandbox ? T.pay : T.paidCheck}</Button>
        {step.state === 'unpaid' && toWallet}
      </div>
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.fullOpen}` as const)({ component: FullOpenScreen });
