import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, List, NavBar } from 'antd-mobile';
import { shopWallet } from '../../../../contract/wallet/withdraw';
import { REACH_BOTTOM_DISTANCE } from '../../../../domain/constants';
import { formatFen } from '../../../../domain/format';
import { formatDateTime } from '../../../../domain/relative-time';
import { HOLD_LINES, MOVEMENT_KINDS } from '../../../../domain/wallet-rules';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { PullRefresh } from '../../../../ui/discovery/pull-refresh';
import { useOnline } from '../../../../ui/hooks/use-online';
import { WALLET_TEXTS } from '../../../../ui/wallet-texts';
import { WITHDRAW_TEXTS } from '../../../../ui/withdraw-texts';
import { PATHS } from '../../../paths';
import { usePagedCall } from '../../../../ui/hooks/use-paged-call';
import { OfflineBanner } from '../../../withdraw/withdraw-bits';
import { sharePercent } from '../../../withdraw/withdraw-rules';
import { goBack } from '../../../go-back';
import { ListBottom } from '../../../../ui/components/list-bottom';

const T = WITHDRAW_TEXTS.shop;

/** The shop's income: what it may withdraw, what is frozen, the platform's share and every movement. */
function ShopsWalletScreen() {
  const navigate = useNavigate();
  const online = useOnline();
  const wallet = usePagedCall(shopWallet, {}, (row) => row.id);
  const data = wallet.data;
  return (
    <div className="page shops-wallet">
      <NavBar onBack={() => goBack()}>{T.walletTitle}</NavBar>
      {data && <OfflineBanner online={online} stale={wallet.failure !== null} />}
      {!data && (wallet.loading ? <LoadingState /> : <EmptyState title={wallet.failure?.msg} />)}
      {data && (
        <PullRefresh onRefresh={wallet.refresh}>
          <section className="withdraw-head">
            <div>{T.income}</div>
            <strong data-testid="shop-available">{formatFen(data.balance.available)}</strong>
            {data.balance.held > 0 && <div className="withdraw-head__frozen">{WITHDRAW_TEXTS.apply.frozen(formatFen(data.balance.held))}</div>}
            <div className="withdraw-head__share">{T.share(sharePercent(data.financeScaleBp))}</div>
          </section>
          <div className="page-actions">
            <Button block color="primary" onClick={() => void navigate({ to: PATHS.shopsWithdraw })}>{T.withdraw}</Button>
          </div>
          {wallet.list.length === 0 && <EmptyState title={T.empty} />}
          {wallet.list.length > 0 && (
            <List header={T.movements}>
              {wallet.list.map((row) => (
                <List.Item key={row.id} description={`${row.memo || row.refId} · ${formatDateTime(row.createdAt)}`}
                  extra={<span className={row.amount >= 0 ? 'wallet__in' : 'wallet__out'}>{row.amount >= 0 ? '+' : ''}{formatFen(row.amount)}</span>}>
                  {row.hold ? WALLET_TEXTS.holdLine(HOLD_LINES[row.hold], MOVEMENT_KINDS[row.kind]) : MOVEMENT_KINDS[row.kind]}
                </List.Item>
              ))}
            </List>
          )}
          {wallet.list.length > 0 && <ListBottom threshold={REACH_BOTTOM_DISTANCE} hasMore={wallet.hasMore} loadMore={wallet.loadMore} />}
        </PullRefresh>
      )}
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.shopsWallet}` as const)({ component: ShopsWalletScreen });
