import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { NavBar } from 'antd-mobile';
import { withdrawApply, withdrawData } from '../../../../contract/wallet/withdraw';
import { formatFen } from '../../../../domain/format';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { useOnline } from '../../../../ui/hooks/use-online';
import { WITHDRAW_TEXTS } from '../../../../ui/withdraw-texts';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import { OfflineBanner } from '../../../withdraw/withdraw-bits';
import { WithdrawForm } from '../../../withdraw/withdraw-form';
import { goBack } from '../../../go-back';

const T = WITHDRAW_TEXTS.apply;

/** The balance to a bank card (getDataApplication, then openUserWithdrawApply): the amount is frozen until decided. */
function WithdrawBalanceScreen() {
  const { sync, api } = useAppContext();
  const navigate = useNavigate();
  const online = useOnline();
  const data = useCachedCall(sync, withdrawData, {});
  const records = (
    <button type="button" className="link-button" onClick={() => void navigate({ to: PATHS.withdrawLog, search: { status: '' } })}>{T.records}</button>
  );
  const back = <NavBar onBack={() => goBack()} right={records}>{T.title}</NavBar>;
  if (!data.data) {
    return <div className="page">{back}<OfflineBanner online={online} actions />{data.loading ? <LoadingState /> : <EmptyState title={data.failure?.msg} />}</div>;
  }
  const { balance } = data.data;
  return (
    <div className="page withdraw-apply">
      {back}
      <OfflineBanner online={online} stale={data.failure !== null} actions />
      <section className="withdraw-head">
        <div>{T.available}</div>
        <strong data-testid="withdraw-available">{formatFen(balance.available)}</strong>
        {balance.held > 0 && <div className="withdraw-head__frozen">{T.frozen(formatFen(balance.held))}</div>}
      </section>
      <WithdrawForm setup={data.data} available={balance.available} online={online}
        apply={(input, idempotencyKey) => api.call(withdrawApply, input, { idempotencyKey })} onApplied={() => void data.reload()} />
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.withdrawApply}` as const)({ component: WithdrawBalanceScreen });
