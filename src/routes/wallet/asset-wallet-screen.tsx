import { useNavigate } from '@tanstack/react-router';
import { Button, List, NavBar } from 'antd-mobile';
import { balanceInfo, integral } from '../../contract/wallet/wallet';
import { ASSET_INFO, CONVERSIONS, formatAssetAmount, type Asset } from '../../domain/wallet-rules';
import { EmptyState, LoadingState } from '../../ui/components/page-state';
import { useCachedCall } from '../../ui/hooks/use-cached-call';
import { DataAge, oldestSavedAt } from '../../ui/wallet/data-age';
import { EntryRows } from '../../ui/wallet/entry-rows';
import { HeldBreakdown } from '../../ui/wallet/held-breakdown';
import { WALLET_TEXTS as T } from '../../ui/wallet-texts';
import { PATHS } from '../paths';
import { useAppContext } from '../use-app-context';
import { useRecentEntries } from './use-wallet-entries';
import { ASSET_PAGES, CONVERSION_PATHS, conversionsOf } from './wallet-links';
import { goBack } from '../go-back';

function PointsEarned() {
  const { sync } = useAppContext();
  const points = useCachedCall(sync, integral, {}).data;
  return points ? <div className="asset-wallet__sub">{T.earned(String(points.earned))}</div> : null;
}

/** One asset's wallet (spec §2 wallet pages): its balance, its rules, the conversions that move it, its last movements. */
export function AssetWalletScreen({ asset }: { asset: Asset }) {
  const { sync } = useAppContext();
  const navigate = useNavigate();
  const info = useCachedCall(sync, balanceInfo, {});
  const recent = useRecentEntries(asset);
  const { label, unit } = ASSET_INFO[asset];
  const balance = info.data?.assets.find((a) => a.asset === asset);
  const rules = conversionsOf(asset);
  return (
    <div className="page asset-wallet">
      <NavBar onBack={() => goBack()}>{T.walletTitle(label)}</NavBar>
      <DataAge savedAt={oldestSavedAt(info.savedAt, recent.savedAt)} failed={Boolean(info.failure || recent.failure)} />
      <section className="wallet__balance">
        <div>{T.available(label)}{unit === label ? '' : `（${unit}）`}</div>
        <strong data-testid="asset-balance">{balance ? formatAssetAmount(asset, balance.available) : '--'}</strong>
        {balance && <HeldBreakdown asset={asset} held={balance.held} holds={info.data?.holds} />}
        {asset === 'POINT' && <PointsEarned />}
      </section>
      <section className="wallet-card">
        <h3 className="wallet-card__title">{T.rules}</h3>
        <ul className="wallet-card__rules">
          <li>{T.intro[asset]}</li>
          {rules.map((name) => <li key={name}>{CONVERSIONS[name].explain}</li>)}
        </ul>
      </section>
      <div className="wallet-actions">
        {rules.map((name) => (
          <Button key={name} color="primary" fill={CONVERSIONS[name].from === asset ? 'outline' : 'solid'}
            onClick={() => void navigate({ to: CONVERSION_PATHS[name] })}>{CONVERSIONS[name].title}</Button>
        ))}
        {asset === 'POINT' && <Button color="primary" onClick={() => void navigate({ to: PATHS.integralExchangeGoods })}>{T.exchangeGoods}</Button>}
      </div>
      <List header={T.recent} className="wallet-list">
        <List.Item extra={T.all} onClick={() => void navigate({ to: ASSET_PAGES[asset].details })}>{T.detailsTitle(label)}</List.Item>
        <EntryRows entries={recent.data?.list ?? []} />
      </List>
      {!recent.data && (recent.loading ? <LoadingState /> : <EmptyState title={recent.failure?.msg ?? T.neverSaved} />)}
      {recent.data?.list.length === 0 && <EmptyState title={T.empty} />}
    </div>
  );
}
