import { useState } from 'react';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { InfiniteScroll, NavBar } from 'antd-mobile';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { useLiveQuery } from '../../../../ui/hooks/use-live-query';
import { TEXTS } from '../../../../ui/texts';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import { GroupCard } from './group-card';

const PAGE = 20;

function GroupBuyScreen() {
  const { sync } = useAppContext();
  const navigate = useNavigate();
  const [limit, setLimit] = useState(PAGE);
  const goods = useLiveQuery(sync, 'goodsByKind', { kind: 'group', limit });
  const list = goods.data ?? [];
  return (
    <div className="page">
      <NavBar backIcon={false}>{TEXTS.groupBuy.title}</NavBar>
      {goods.loading && list.length === 0 && <LoadingState />}
      {!goods.loading && list.length === 0 && <EmptyState title={TEXTS.groupBuy.empty} />}
      <div className="goods-grid">
        {list.map((g) => <GroupCard key={g.goodsId} goods={g} onOpen={(goodsId) => void navigate({ to: PATHS.goodsInfo, search: { goodsId } })} />)}
      </div>
      {list.length > 0 && <InfiniteScroll hasMore={list.length >= limit} loadMore={async () => setLimit((n) => n + PAGE)} />}
    </div>
  );
}

export const Route = createLazyRoute(PATHS.groupBuy)({ component: GroupBuyScreen });
