import { useState } from 'react';
import { createRoute, useNavigate } from '@tanstack/react-router';
import { InfiniteScroll, NavBar } from 'antd-mobile';
import { GoodsGrid } from '../../../../ui/components/goods-card';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { useLiveQuery } from '../../../../ui/hooks/use-live-query';
import { PATHS } from '../../../paths';
import { rootRoute } from '../../../root';
import { useAppContext } from '../../../use-app-context';

const PAGE = 20;

/** Goods of one category from the local store; the filter popup comes with the discovery issue. */
function GoodsTypeScreen() {
  const { sync } = useAppContext();
  const { classId, title } = goodsTypeRoute.useSearch();
  const navigate = useNavigate();
  const [limit, setLimit] = useState(PAGE);
  const categories = useLiveQuery(sync, 'categories', {}).data ?? [];
  const leafIds = descendantLeaves(categories, classId);
  const goods = useLiveQuery(sync, 'goodsInClasses', { classIds: leafIds, limit });
  const list = goods.data ?? [];
  return (
    <div className="page">
      <NavBar onBack={() => history.back()}>{title}</NavBar>
      {goods.loading && list.length === 0 && <LoadingState />}
      {!goods.loading && list.length === 0 && <EmptyState />}
      <GoodsGrid goods={list} onOpen={(goodsId) => void navigate({ to: PATHS.goodsInfo, search: { goodsId } })} />
      {list.length > 0 && <InfiniteScroll hasMore={list.length >= limit} loadMore={async () => setLimit((n) => n + PAGE)} />}
    </div>
  );
}

function descendantLeaves(nodes: { id: string; classPid: string; level: number }[], rootId: string): string[] {
  const children = (id: string) => nodes.filter((n) => n.classPid === id);
  const walk = (id: string): string[] => {
    const kids = children(id);
    return kids.length === 0 ? [id] : kids.flatMap((k) => walk(k.id));
  };
  return walk(rootId);
}

export const goodsTypeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: PATHS.goodsType,
  validateSearch: (search: Record<string, unknown>) => ({ classId: String(search.classId ?? ''), title: String(search.title ?? '') }),
  component: GoodsTypeScreen,
});
