import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { NavBar, Tabs } from 'antd-mobile';
import { nftTradeList, userNftList } from '../../../../contract/kinds/collectibles';
import { NFT_TABS, type NftTab } from '../../../../domain/collectibles';
import { COLLECTIBLE_TEXTS as T } from '../../../../ui/collectible-texts';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { DataAge } from '../../../../ui/wallet/data-age';
import { CollectibleCard, TradeCard } from '../../../collectibles/collectible-card';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import '../../../collectibles/collectibles.css';
import { goBack } from '../../../go-back';
import { useReloadOnNotice } from '../../../use-notice-reload';

function MineList() {
  const { sync } = useAppContext();
  const list = useCachedCall(sync, userNftList, { pageNum: 1, pageSize: 100 });
  const items = list.data?.list ?? [];
  return (
    <>
      <DataAge savedAt={list.savedAt} failed={list.failure !== null} neverSaved={T.neverSaved} />
      {list.loading && <LoadingState />}
      {!list.loading && items.length === 0 && <EmptyState title={list.data || !list.failure ? T.empty.MINE : list.failure.msg} />}
      {items.map((item) => <CollectibleCard key={item.collectibleId} item={item} />)}
    </>
  );
}

function TradeList({ side }: { side: 'BUY' | 'SELL' }) {
  const { sync } = useAppContext();
  const list = useCachedCall(sync, nftTradeList, { side, pageNum: 1, pageSize: 100 });
  useReloadOnNotice('order', list.reload);
  const trades = list.data?.list ?? [];
  return (
    <>
      <DataAge savedAt={list.savedAt} failed={list.failure !== null} neverSaved={T.neverSaved} />
      {list.loading && <LoadingState />}
      {!list.loading && trades.length === 0 && <EmptyState title={list.data || !list.failure ? T.empty[side] : list.failure.msg} />}
      {trades.map((trade) => <TradeCard key={trade.tradeId} trade={trade} />)}
    </>
  );
}

/** spec §2 user_center/nft_form/nft_form: my collectibles and my resale trades, each tab's last answer offline with its age. */
function NftFormScreen() {
  const { tab } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <div className="page nft-page">
      <NavBar onBack={() => goBack()} right={<a className="nft-nav-link" onClick={() => void navigate({ to: PATHS.nftExchangeLog })}>{T.exchangeLog}</a>}>
        {T.formTitle}
      </NavBar>
      <Tabs activeKey={tab} onChange={(key) => void navigate({ to: PATHS.nftForm, search: { tab: key as NftTab }, replace: true })}>
        {NFT_TABS.map((key) => <Tabs.Tab key={key} title={T.tabs[key]} />)}
      </Tabs>
      {tab === 'MINE' ? <MineList /> : <TradeList side={tab} />}
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.nftForm}` as const)({ component: NftFormScreen });
