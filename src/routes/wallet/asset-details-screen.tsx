import { useState } from 'react';
import { List, NavBar, Tabs } from 'antd-mobile';
import { balanceDetailType, balanceInfoByDay } from '../../contract/wallet/wallet';
import { ASSET_INFO, type Asset, type MovementKind } from '../../domain/wallet-rules';
import { EmptyState, LoadingState } from '../../ui/components/page-state';
import { PullRefresh } from '../../ui/discovery/pull-refresh';
import { useCachedCall } from '../../ui/hooks/use-cached-call';
import { DataAge } from '../../ui/wallet/data-age';
import { EntryRows } from '../../ui/wallet/entry-rows';
import { WALLET_TEXTS as T } from '../../ui/wallet-texts';
import { useAppContext } from '../use-app-context';
import { DaySummary, SUMMARY_DAYS } from './day-summary';
import { useEntryPages } from './use-wallet-entries';
import { goBack } from '../go-back';
import { ListBottom } from '../../ui/components/list-bottom';

/** spec §9: wallet lists load their next page 150 from the bottom. */
const REACH_BOTTOM = 150;

/** One asset's movements (spec §2 wallet details pages): filtered by why they moved, with the last days summed up. */
export function AssetDetailsScreen({ asset }: { asset: Asset }) {
  const { sync } = useAppContext();
  const [type, setType] = useState<MovementKind | ''>('');
  const types = useCachedCall(sync, balanceDetailType, {}).data ?? [];
  const entries = useEntryPages(asset, type);
  const days = useCachedCall(sync, balanceInfoByDay, { asset, days: SUMMARY_DAYS });
  const refresh = () => Promise.all([entries.refresh(), days.reload()]);
  return (
    <div className="page asset-details">
      <NavBar onBack={() => goBack()}>{T.detailsTitle(ASSET_INFO[asset].label)}</NavBar>
      <DataAge savedAt={entries.savedAt} failed={Boolean(entries.failure)} />
      <PullRefresh onRefresh={refresh}>
        {days.data && <DaySummary asset={asset} days={days.data.days} />}
        <Tabs activeKey={type} onChange={(key) => setType(key as MovementKind | '')} className="asset-details__types">
          <Tabs.Tab key="" title={T.allTypes} />
          {types.map((t) => <Tabs.Tab key={t.kind} title={t.label} />)}
        </Tabs>
        {entries.list.length > 0 && <List className="wallet-list"><EntryRows entries={entries.list} /></List>}
        {!entries.hasData && (entries.loading ? <LoadingState /> : <EmptyState title={entries.failure?.msg ?? T.neverSaved} />)}
        {entries.hasData && entries.list.length === 0 && <EmptyState title={T.empty} />}
        {!entries.online && entries.list.length > 0 && <p className="page-hint">{T.listOffline}</p>}
        {entries.list.length > 0 && <ListBottom hasMore={entries.hasMore} loadMore={entries.loadMore} threshold={REACH_BOTTOM} />}
      </PullRefresh>
    </div>
  );
}
