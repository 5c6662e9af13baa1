import { createLazyRoute } from '@tanstack/react-router';
import { List, NavBar } from 'antd-mobile';
import { balanceDetail } from '../../../../contract/wallet';
import { formatFen } from '../../../../domain/format';
import { formatDate } from '../../../../domain/relative-time';
import { EmptyState, LoadingState, OfflineNotice } from '../../../../ui/components/page-state';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { TEXTS } from '../../../../ui/texts';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';

const T = TEXTS.checkout.wallet;

/** The balance is the sum of the ledger rows listed under it. */
function WalletScreen() {
  const { sync } = useAppContext();
  const detail = useCachedCall(sync, balanceDetail, { pageNum: 1, pageSize: 50 });
  const data = detail.data;
  return (
    <div className="page wallet">
      <NavBar onBack={() => history.back()}>{T.title}</NavBar>
      {detail.failure && data && <OfflineNotice />}
      <section className="wallet__balance"><div>{T.balance}</div><strong data-testid="wallet-balance">{data ? formatFen(data.available) : '--'}</strong></section>
      {!data && (detail.loading ? <LoadingState /> : <EmptyState title={detail.failure?.msg ?? T.empty} />)}
      {data && data.list.length === 0 && <EmptyState title={T.empty} />}
      {data && data.list.length > 0 && (
        <List header={T.details}>
          {data.list.map((row) => (
            <List.Item key={row.id} description={`${row.memo} · ${formatDate(row.createdAt)}`}
              extra={<span className={row.amount >= 0 ? 'wallet__in' : 'wallet__out'}>{row.amount >= 0 ? '+' : ''}{formatFen(row.amount)}</span>}>
              {T.kinds[row.kind] ?? row.kind}
            </List.Item>
          ))}
        </List>
      )}
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.wallet}` as const)({ component: WalletScreen });
