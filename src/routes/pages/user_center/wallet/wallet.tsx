import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, List, NavBar } from 'antd-mobile';
import { balanceInfo } from '../../../../contract/wallet/wallet';
import { formatFen } from '../../../../domain/format';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { useOnline } from '../../../../ui/hooks/use-online';
import { DataAge, oldestSavedAt } from '../../../../ui/wallet/data-age';
import { EntryRows } from '../../../../ui/wallet/entry-rows';
import { HeldBreakdown } from '../../../../ui/wallet/held-breakdown';
import { WALLET_TEXTS as T } from '../../../../ui/wallet-texts';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import { useRecentEntries } from '../../../wallet/use-wallet-entries';
import { AssetTiles } from './asset-tiles';
import { goBack } from '../../../go-back';

/** spec §2 wallet: the balance with top-up and withdrawal, every asset's wallet, and the balance's last movements. */
function WalletScreen() {
  const { sync } = useAppContext();
  const navigate = useNavigate();
  const online = useOnline();
  const info = useCachedCall(sync, balanceInfo, {});
  const recent = useRecentEntries('CNY');
  const cny = info.data?.assets.find((a) => a.asset === 'CNY');
  const shortcuts = [[T.details, PATHS.walletDetails], [T.banks, PATHS.usersBank], [T.withdrawLog, PATHS.withdrawLog]] as const;
  return (
    <div className="page wallet">
      <NavBar onBack={() => goBack()}>{T.title}</NavBar>
      <DataAge savedAt={oldestSavedAt(info.savedAt, recent.savedAt)} failed={Boolean(info.failure || recent.failure)} />
      <section className="wallet__balance">
        <div>{T.balance}</div>
        <strong data-testid="wallet-balance">{cny ? formatFen(cny.available) : '--'}</strong>
        {cny && <HeldBreakdown asset="CNY" held={cny.held} holds={info.data?.holds} />}
        <div className="wallet__buttons">
          <Button shape="rounded" disabled={!online} onClick={() => void navigate({ to: PATHS.fullUp })}>{T.topUp}</Button>
          <Button shape="rounded" fill="outline" onClick={() => void navigate({ to: PATHS.withdrawApply })}>{T.withdraw}</Button>
        </div>
        {!online && <div className="wallet__network" role="alert" data-testid="needs-network">{T.topUpNeedsNetwork}</div>}
      </section>
      <div className="wallet-shortcuts">
        {shortcuts.map(([label, to]) => <button key={to} type="button" onClick={() => void navigate({ to })}>{label}</button>)}
      </div>
      <AssetTiles assets={info.data?.assets ?? []} />
      <List header={T.recent} className="wallet-list">
        <List.Item extra={T.all} onClick={() => void navigate({ to: PATHS.walletDetails })}>{T.details}</List.Item>
        <EntryRows entries={recent.data?.list ?? []} />
      </List>
      {!recent.data && (recent.loading ? <LoadingState /> : <EmptyState title={recent.failure?.msg ?? T.neverSaved} />)}
      {recent.data?.list.length === 0 && <EmptyState title={T.empty} />}
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.wallet}` as const)({ component: WalletScreen });
