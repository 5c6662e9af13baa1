import { useState } from 'react';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { InfiniteScroll, NavBar } from 'antd-mobile';
import { groupTop3Goods, type Group } from '../../../../contract/group-buy';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { GROUP_BUY_TEXTS as G } from '../../../../ui/group-buy-texts';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { useLiveQuery } from '../../../../ui/hooks/use-live-query';
import { useSession } from '../../../../ui/hooks/use-session';
import { TEXTS } from '../../../../ui/texts';
import { DataAge } from '../../../../ui/wallet/data-age';
import { useOpenGoods } from '../../../goods-links';
import { OpenGroupRow } from '../../../group-buy/group-card';
import { useHostNow } from '../../../group-buy/use-host-now';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import { GroupCard } from './group-card';

const PAGE = 20;

/** Open groups closest to forming (the host's top3goods), from the cache first: members, seats missing and time left. */
function HotGroups() {
  const { sync } = useAppContext();
  const navigate = useNavigate();
  const top = useCachedCall(sync, groupTop3Goods, {});
  const hostNow = useHostNow(top.data?.now, top.savedAt);
  const groups = (top.data?.list ?? []).flatMap((g) => g.groups);
  const join = (group: Group) => void navigate({ to: PATHS.groupPlayOrder, search: { goodsId: group.goodsId, groupId: group.groupId } });
  return (
    <section className="group-section" data-testid="hot-groups">
      <div className="group-section__head"><span>{G.hotGroups}</span></div>
      <DataAge savedAt={top.savedAt} failed={Boolean(top.failure)} neverSaved={G.neverSaved} />
      {top.loading && <LoadingState />}
      {top.data && groups.length === 0 && <div className="group-rules">{G.hotEmpty}</div>}
      {groups.map((g) => <OpenGroupRow key={g.groupId} group={g} hostNow={hostNow} onJoin={join} showGoods />)}
    </section>
  );
}

function GroupBuyScreen() {
  const { sync, session } = useAppContext();
  const loggedIn = Boolean(useSession(session).userId);
  const navigate = useNavigate();
  const openGoods = useOpenGoods();
  const [limit, setLimit] = useState(PAGE);
  const goods = useLiveQuery(sync, 'goodsByKind', { kind: 'group', limit });
  const list = goods.data ?? [];
  return (
    <div className="page group-buy">
      <NavBar backIcon={false}>{TEXTS.groupBuy.title}</NavBar>
      <HotGroups />
      {loggedIn && (
        <section className="group-section">
          <button type="button" className="group-section__head" style={{ width: '100%', background: 'none', border: 0, padding: '4px 0' }}
            onClick={() => void navigate({ to: PATHS.groupOrder })}>
            <span>{G.myGroups}</span><span style={{ color: '#999', fontWeight: 400 }}>{G.seeAll} ›</span>
          </button>
        </section>
      )}
      <div className="group-section__head" style={{ padding: '8px 12px' }}>{G.allGoods}</div>
      {goods.loading && list.length === 0 && <LoadingState />}
      {!goods.loading && list.length === 0 && <EmptyState title={TEXTS.groupBuy.empty} />}
      <div className="goods-grid">
        {list.map((g) => <GroupCard key={g.goodsId} goods={g} onOpen={(goodsId) => openGoods(goodsId, 'group')} />)}
      </div>
      {list.length > 0 && <InfiniteScroll hasMore={list.length >= limit} loadMore={async () => setLimit((n) => n + PAGE)} />}
    </div>
  );
}

export const Route = createLazyRoute(PATHS.groupBuy)({ component: GroupBuyScreen });
