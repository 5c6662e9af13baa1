import { useNavigate } from '@tanstack/react-router';
import { List } from 'antd-mobile';
import type { shopWithdrawLogs, withdrawLogs } from '../../contract/wallet/withdraw';
import { REACH_BOTTOM_DISTANCE } from '../../domain/constants';
import { EmptyState, LoadingState } from '../../ui/components/page-state';
import { PullRefresh } from '../../ui/discovery/pull-refresh';
import { useOnline } from '../../ui/hooks/use-online';
import { WITHDRAW_TEXTS } from '../../ui/withdraw-texts';
import { PATHS } from '../paths';
import { usePagedCall } from '../../ui/hooks/use-paged-call';
import { OfflineBanner, WithdrawRow } from './withdraw-bits';
import type { WithdrawTab } from './withdraw-rules';
import { ListBottom } from '../../ui/components/list-bottom';

/** A user's or a shop's withdrawals in one status: pull down to refresh, more at the bottom (spec §4: 150 px). */
export function WithdrawLogList({ call, status }: { call: typeof withdrawLogs | typeof shopWithdrawLogs; status: WithdrawTab }) {
  const navigate = useNavigate();
  const online = useOnline();
  const logs = usePagedCall(call, { status }, (row) => row.withdrawId);
  return (
    <PullRefresh onRefresh={logs.refresh}>
      <OfflineBanner online={online} stale={logs.failure !== null && logs.data !== null} />
      {logs.loading && <LoadingState />}
      {!logs.loading && logs.list.length === 0 && <EmptyState title={!logs.data && logs.failure ? logs.failure.msg : WITHDRAW_TEXTS.log.empty} />}
      {logs.list.length > 0 && (
        <List>
          {logs.list.map((row) => (
            <WithdrawRow key={row.withdrawId} row={row}
              onOpen={() => void navigate({ to: PATHS.withdrawLogDetails, search: { withdrawId: row.withdrawId } })} />
          ))}
        </List>
      )}
      {logs.list.length > 0 && <ListBottom threshold={REACH_BOTTOM_DISTANCE} hasMore={logs.hasMore} loadMore={logs.loadMore} />}
    </PullRefresh>
  );
}
