import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, NavBar } from 'antd-mobile';
import { withdrawDetail } from '../../../../contract/wallet/withdraw';
import { formatFen } from '../../../../domain/format';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { useOnline } from '../../../../ui/hooks/use-online';
import { WITHDRAW_TEXTS } from '../../../../ui/withdraw-texts';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import { OfflineBanner } from '../../../withdraw/withdraw-bits';
import { goBack } from '../../../go-back';

const T = WITHDRAW_TEXTS.refused;

function Refusal({ withdrawId }: { withdrawId: string }) {
  const { sync } = useAppContext();
  const navigate = useNavigate();
  const online = useOnline();
  const detail = useCachedCall(sync, withdrawDetail, { withdrawId });
  const row = detail.data;
  if (!row) return detail.loading ? <LoadingState /> : <EmptyState title={detail.failure?.msg ?? WITHDRAW_TEXTS.detail.missing} />;
  if (row.status !== 'REFUSED' && row.status !== 'EXPIRED') return <EmptyState title={T.notRefused} />;
  return (
    <>
      <OfflineBanner online={online} stale={detail.failure !== null} />
      <section className="withdraw-refused" data-testid="withdraw-refused">
        <h3>{row.status === 'REFUSED' ? T.heading : T.expiredHeading}</h3>
        <div>{T.reason}</div>
        <p className="withdraw-refused__reason" data-testid="refusal-reason">{row.reason}</p>
        <p className="withdraw-refused__returned">{T.returned(formatFen(row.amount))}</p>
        {row.complaint && <p className="withdraw-refused__complaint">{T.complained(row.complaint)}</p>}
      </section>
      <div className="page-actions">
        <Button block color="primary" onClick={() => void navigate({ to: PATHS.walletComplain, search: { withdrawId } })}>{T.complain}</Button>
      </div>
    </>
  );
}

/** Why a withdrawal was refused, that its money is back in the balance, and the way to appeal. */
function BeRefusedScreen() {
  const { withdrawId } = Route.useSearch();
  return (
    <div className="page be-refused">
      <NavBar onBack={() => goBack()}>{T.title}</NavBar>
      {withdrawId ? <Refusal withdrawId={withdrawId} /> : <EmptyState title={WITHDRAW_TEXTS.detail.missing} />}
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.beRefused}` as const)({ component: BeRefusedScreen });
