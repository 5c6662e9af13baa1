import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { NavBar, Tabs } from 'antd-mobile';
import { spellOrderList } from '../../../../contract/kinds/spell';
import { SPELL_TABS, type SpellTab } from '../../../../domain/spell';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { SPELL_TEXTS as T } from '../../../../ui/spell-texts';
import { DataAge } from '../../../../ui/wallet/data-age';
import { PATHS } from '../../../paths';
import { SpellCard } from '../../../spell/spell-card';
import { SpellGoodsStrip } from '../../../spell/spell-goods-strip';
import { useAppContext } from '../../../use-app-context';
import '../../../spell/spell.css';
import { goBack } from '../../../go-back';
import { useReloadOnNotice } from '../../../use-notice-reload';

/** spec §2 user_center/spell_form/nft_form: 我的拼拍, by tab; the last answer of each tab opens offline with its age. */
function SpellFormScreen() {
  const { tab } = Route.useSearch();
  const { sync } = useAppContext();
  const navigate = useNavigate();
  const list = useCachedCall(sync, spellOrderList, { tab, pageNum: 1, pageSize: 50 });
  // A draw or a refund arrives as an order notice: the list is read again then (issue 34.4).
  useReloadOnNotice('order', list.reload);
  const orders = list.data?.list ?? [];
  return (
    <div className="page spell-form">
      <NavBar onBack={() => goBack()}>{T.list.title}</NavBar>
      <Tabs activeKey={tab} onChange={(key) => void navigate({ to: PATHS.spellForm, search: { tab: key as SpellTab }, replace: true })}>
        {SPELL_TABS.map((key) => <Tabs.Tab key={key} title={T.tabs[key]} />)}
      </Tabs>
      <DataAge savedAt={list.savedAt} failed={list.failure !== null} neverSaved={T.neverSaved} />
      {list.loading && <LoadingState />}
      {!list.loading && orders.length === 0 && (
        <>
          <EmptyState title={list.data || !list.failure ? T.list.empty : list.failure.msg} />
          <SpellGoodsStrip />
        </>
      )}
      {orders.map((order) => <SpellCard key={order.entryId} order={order} />)}
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.spellForm}` as const)({ component: SpellFormScreen });
