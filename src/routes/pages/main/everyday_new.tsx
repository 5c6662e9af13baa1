import { useEffect, useState } from 'react';
import { createLazyRoute } from '@tanstack/react-router';
import { NavBar } from 'antd-mobile';
import { dayNewGoods } from '../../../contract/catalogue/home';
import { GoodsGrid } from '../../../ui/components/goods-card';
import { EmptyState, LoadingState, OfflineNotice } from '../../../ui/components/page-state';
import { LIST_PAGE } from '../../../ui/hooks/list-page';
import { useLiveQuery } from '../../../ui/hooks/use-live-query';
import { useOnline } from '../../../ui/hooks/use-online';
import { TEXTS } from '../../../ui/texts';
import { useOpenGoods } from '../../goods-links';
import { PATHS } from '../../paths';
import { useAppContext } from '../../use-app-context';
import { goBack } from '../../go-back';
import { ListBottom } from '../../../ui/components/list-bottom';

/** spec §2 main/everyday_new: the day-new goods, newest first, paged from the store then the host. */
function EverydayNewScreen() {
  const { sync } = useAppContext();
  const online = useOnline();
  const openGoods = useOpenGoods();
  const [pages, setPages] = useState(1);
  const limit = pages * LIST_PAGE;
  const goods = useLiveQuery(sync, 'filteredGoods', { otherSort: '00', priceSort: '', limit });
  const list = goods.data ?? [];

  useEffect(() => {
    if (online) void sync.refresh({ kind: 'call', name: dayNewGoods.name, params: { pageNum: pages, pageSize: LIST_PAGE } });
  }, [sync, pages, online]);

  return (
    <div className="page">
      <NavBar onBack={() => goBack()}>{TEXTS.discovery.everydayNew}</NavBar>
      {!online && <OfflineNotice />}
      {goods.loading && list.length === 0 && <LoadingState />}
      {!goods.loading && list.length === 0 && <EmptyState />}
      <GoodsGrid goods={list} onOpen={openGoods} />
      {list.length > 0 && <ListBottom hasMore={list.length >= limit} loadMore={async () => setPages((p) => p + 1)} />}
    </div>
  );
}

export const Route = createLazyRoute(PATHS.everydayNew)({ component: EverydayNewScreen });
