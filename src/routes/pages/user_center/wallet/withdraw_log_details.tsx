import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { List, NavBar } from 'antd-mobile';
import { withdrawDetail } from '../../../../contract/wallet/withdraw';
import { formatFen } from '../../../../domain/format';
import { formatDateTime } from '../../../../domain/relative-time';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { useOnline } from '../../../../ui/hooks/use-online';
import { WITHDRAW_TEXTS } from '../../../../ui/withdraw-texts';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import { CardLabel, OfflineBanner, StatusTag } from '../../../withdraw/withdraw-bits';
import { goBack } from '../../../go-back';

const T = WITHDRAW_TEXTS.detail;

function WithdrawDetail({ withdrawId }: { withdrawId: string }) {
  const { sync } = useAppContext();
  const navigate = useNavigate();
  const online = useOnline();
  const detail = useCachedCall(sync, withdrawDetail, { withdrawId });
  const row = detail.data;
  if (!row) return detail.loading ? <LoadingState /> : <EmptyState title={detail.failure?.msg ?? T.missing} />;
  const decided = row.status === 'REFUSED' || row.status === 'EXPIRED';
  return (
    <>
      <OfflineBanner online={online} stale={detail.failure !== null} />
      <section className="withdraw-detail__amount">
        <div>{T.amount}</div>
        <strong data-testid="withdraw-amount">¥{formatFen(row.amount)}</strong>
      </section>
      <List>
        <List.Item extra={<CardLabel bankName={row.bankName} last4={row.last4} />}>{T.card}</List.Item>
        <List.Item extra={`¥${formatFen(row.fee)}`}>{T.fee}</List.Item>
        <List.Item extra={<StatusTag status={row.status} />}>{T.status}</List.Item>
        <List.Item extra={formatDateTime(row.createdAt)}>{T.createdAt}</List.Item>
        {row.decidedAt !== null
          ? <List.Item extra={formatDateTime(row.decidedAt)}>{T.decidedAt}</List.Item>
          : <List.Item extra={formatDateTime(row.expiresAt)}>{T.expiresAt}</List.Item>}
        {decided && <List.Item description={row.reason}>{T.reason}</List.Item>}
        {row.complaint && <List.Item description={row.complaint}>{T.complaint}</List.Item>}
        {decided && (
          <List.Item onClick={() => void navigate({ to: PATHS.beRefused, search: { withdrawId: row.withdrawId } })}>{T.seeRefusal}</List.Item>
        )}
      </List>
    </>
  );
}

/** One withdrawal: amount, card, status and times; a refused one links to its refusal. */
function WithdrawLogDetailsScreen() {
  const { withdrawId } = Route.useSearch();
  return (
    <div className="page withdraw-log-details">
      <NavBar onBack={() => goBack()}>{T.title}</NavBar>
      {withdrawId ? <WithdrawDetail withdrawId={withdrawId} /> : <EmptyState title={T.missing} />}
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.withdrawLogDetails}` as const)({ component: WithdrawLogDetailsScreen });
