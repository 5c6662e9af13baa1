import { useEffect, useState } from 'react';
import { createRoute, useNavigate } from '@tanstack/react-router';
import { InfiniteScroll, PullToRefresh, SearchBar, Swiper } from 'antd-mobile';
import type { Banner } from '../../../../contract/goods';
import { homePageInfo } from '../../../../contract/goods';
import { cacheKey } from '../../../../db/collections/cache';
import { PULL_MAX, PULL_THRESHOLD, REFRESHING_MS } from '../../../../domain/constants';
import { DownloadAppButton } from '../../../../pwa/download-banner';
import { GoodsGrid } from '../../../../ui/components/goods-card';
import { EmptyState, LoadingState, OfflineNotice } from '../../../../ui/components/page-state';
import { useLiveQuery } from '../../../../ui/hooks/use-live-query';
import { useOnline } from '../../../../ui/hooks/use-online';
import { TEXTS } from '../../../../ui/texts';
import { rootRoute } from '../../../root';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';

const PAGE = 20;

interface HomeExtras {
  banners: Banner[];
  hotWords: string[];
}

function HomeScreen() {
  const { sync } = useAppContext();
  const navigate = useNavigate();
  const online = useOnline();
  const [limit, setLimit] = useState(PAGE);
  const goods = useLiveQuery(sync, 'homeGoods', { limit });
  const extras = useLiveQuery(sync, 'cached', { key: cacheKey(homePageInfo.name) }).data as HomeExtras | null | undefined;
  const categories = useLiveQuery(sync, 'categories', {}).data?.filter((c) => c.level === 1) ?? [];
  const openGoods = (goodsId: string) => void navigate({ to: PATHS.goodsInfo, search: { goodsId } });

  useEffect(() => {
    void sync.refresh({ kind: 'home' });
  }, [sync]);

  const list = goods.data ?? [];
  const hasMore = list.length >= limit;

  async function refresh() {
    await Promise.all([sync.refresh({ kind: 'home' }), sync.refresh({ kind: 'catalogue' }), new Promise((r) => setTimeout(r, REFRESHING_MS))]);
  }

  return (
    <div className="page home">
      <header className="home__header">
        <span className="home__brand">{TEXTS.appName}</span>
        <div className="home__search" onClick={() => void navigate({ to: PATHS.search })}>
          <SearchBar placeholder={TEXTS.home.searchPlaceholder} />
        </div>
        <DownloadAppButton />
      </header>
      {!online && <OfflineNotice />}
      <PullToRefresh onRefresh={refresh} threshold={PULL_THRESHOLD} headHeight={PULL_MAX}>
        {extras?.banners && extras.banners.length > 0 && (
          <Swiper autoplay loop className="home__banners">
            {extras.banners.map((banner) => (
              <Swiper.Item key={banner.id}>
                <img className="home__banner" src={banner.image} alt={banner.title} onClick={() => banner.goodsId && openGoods(banner.goodsId)} />
              </Swiper.Item>
            ))}
          </Swiper>
        )}
        {extras?.hotWords && extras.hotWords.length > 0 && (
          <div className="home__hot-words" aria-label={TEXTS.home.hotWords}>
            {extras.hotWords.map((word) => (
              <button key={word} type="button" className="chip" onClick={() => void navigate({ to: PATHS.search, search: { keyword: word } })}>{word}</button>
            ))}
          </div>
        )}
        {categories.length > 0 && (
          <div className="home__categories" aria-label={TEXTS.home.categories}>
            {categories.map((c) => (
              <button key={c.id} type="button" className="home__category" onClick={() => void navigate({ to: PATHS.goodsType, search: { classId: c.id, title: c.classNames } })}>
                <img src={c.cover} alt="" />
                <span>{c.classNames}</span>
              </button>
            ))}
          </div>
        )}
        <h2 className="section-title">{TEXTS.home.recommend}</h2>
        {goods.loading && list.length === 0 ? <LoadingState /> : null}
        {!goods.loading && list.length === 0 ? <EmptyState description={online ? '' : TEXTS.common.offlineNotice} /> : null}
        <GoodsGrid goods={list} onOpen={openGoods} />
        {list.length > 0 && <InfiniteScroll hasMore={hasMore} loadMore={async () => setLimit((n) => n + PAGE)} />}
      </PullToRefresh>
    </div>
  );
}

export const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.home, component: HomeScreen });
/** spec §2: home is also reached at /. */
export const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: HomeScreen });
