import { lazy, Suspense, useEffect, useState } from 'react';
import { GoodsGrid } from '../../../../../ui/components/goods-card';
import { EmptyState, LoadingState } from '../../../../../ui/components/page-state';
import { LIST_PAGE } from '../../../../../ui/hooks/list-page';
import { useLiveQuery } from '../../../../../ui/hooks/use-live-query';
import { useOnline } from '../../../../../ui/hooks/use-online';
import { useRefresh } from '../../../../../ui/hooks/use-refresh';
import { TEXTS } from '../../../../../ui/texts';
import { useOpenGoods } from '../../../../goods-links';
import { useAppContext } from '../../../../use-app-context';
import { homeContentShown } from '../../../../first-content';
import { HOME_CALLS, HOME_GOODS_KINDS } from './home-calls';

const ListBottom = lazy(() => import('./load-more').then((module) => ({ default: module.ListBottom })));

/**
 * 星Q goods, best sellers first: pages from the local store, the next page asked of the host when online (reach-bottom
 * load-more). On the home it is what the next start paints first; elsewhere (逛逛's 为你推荐) `home` is false.
 */
export function StarqGoodsSection({ title, home = true }: { title: string; home?: boolean }) {
  const { sync } = useAppContext();
  const online = useOnline();
  const openGoods = useOpenGoods();
  const [pages, setPages] = useState(1);
  const limit = pages * LIST_PAGE;
  const goods = useLiveQuery(sync, 'filteredGoods', { kinds: [...HOME_GOODS_KINDS], otherSort: '01', priceSort: '', limit }, home ? { paintSnapshot: 'home-starq' } : {});
  const list = goods.data ?? [];

  // The home as shown is what the next start paints first (docs/decisions/020); a save that cannot load costs only that.
  useEffect(() => {
    if (!home || !goods.data?.length) return;
    homeContentShown();
    void import('../../../../../pwa/first-paint-save').then((save) => save.saveFirstPaintSoon(), () => undefined);
  }, [home, goods.data]);

  // Until the host answered, an empty store is not an empty list: a first visit shows 加载中, not 暂无数据 (nor loads
  // the empty state's pictures before its first goods).
  const { pending: fetching } = useRefresh(sync, { kind: 'call', name: HOME_CALLS.starqHomeGoods.name, params: { pageNum: pages, pageSize: LIST_PAGE } }, '', online);

  return (
    <section className="home__section">
      <h2 className="section-title">{title}</h2>
      {(goods.loading || fetching) && list.length === 0 && <LoadingState />}
      {!goods.loading && !fetching && list.length === 0 && <EmptyState description={online ? '' : TEXTS.common.offlineNotice} />}
      <GoodsGrid goods={list} onOpen={openGoods} />
      {list.length > 0 && (
        <Suspense fallback={null}>
          <ListBottom hasMore={list.length >= limit} loadMore={async () => setPages((n) => n + 1)} />
        </Suspense>
      )}
    </section>
  );
}
