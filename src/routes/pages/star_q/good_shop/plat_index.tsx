import { useState } from 'react';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, NavBar } from 'antd-mobile';
import { platHomePageInfo, PLAT_HOME_PAGES, PLAT_HOME_PAGE_SIZE } from '../../../../contract/catalogue/home';
import { GoodsGrid } from '../../../../ui/components/goods-card';
import { EmptyState, LoadingState, OfflineNotice } from '../../../../ui/components/page-state';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { useOnline } from '../../../../ui/hooks/use-online';
import { TEXTS } from '../../../../ui/texts';
import { useOpenGoods } from '../../../goods-links';
import { goBack } from '../../../go-back';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';

const T = TEXTS.discovery;

/** One page of the platform's goods; the first also brings the banner and the platform's own shops. */
function PlatPage({ pageNum, last, onMore }: { pageNum: number; last: boolean; onMore(): void }) {
  const { sync } = useAppContext();
  const navigate = useNavigate();
  const openGoods = useOpenGoods();
  const page = useCachedCall(sync, platHomePageInfo, { pageNum, pageSize: PLAT_HOME_PAGE_SIZE });
  if (page.loading) return <LoadingState />;
  if (!page.data) return pageNum === 1 ? <EmptyState title={page.failure?.msg} /> : null;
  const { banners, shops, goodsList, total } = page.data;
  const banner = banners[0];
  return (
    <>
      {pageNum === 1 && banner && (
        <img className="plat-home__banner" src={banner.image} alt={banner.title} onClick={() => banner.goodsId && openGoods(banner.goodsId)} />
      )}
      {pageNum === 1 && shops.length > 0 && (
        <section className="home__section plat-home__shops" aria-label={T.platShops}>
          <div className="class-pane__title">{T.platShops}</div>
          <div className="home__strip">
            {shops.map((s) => (
              <button key={s.shopsId} type="button" className="home__strip-item" data-testid="plat-shop" onClick={() => void navigate({ to: PATHS.goodShop, search: { shopsId: s.shopsId } })}>
                <img src={s.shopLogo} alt="" loading="lazy" />
                <span className="home__strip-name">{s.shopName}</span>
              </button>
            ))}
          </div>
        </section>
      )}
      <GoodsGrid goods={goodsList} onOpen={openGoods} />
      {last && pageNum < PLAT_HOME_PAGES && pageNum * PLAT_HOME_PAGE_SIZE < total && <Button block fill="none" onClick={onMore}>{T.more}</Button>}
    </>
  );
}

/** 星Q自营 (ours): spec §7 selplathomepageinfo, the platform's banner, its own shops and their goods, a page at a time (offline: the last answers). */
function PlatHomeScreen() {
  const online = useOnline();
  const [pages, setPages] = useState(1);
  return (
    <div className="page plat-home">
      <NavBar onBack={() => goBack()}>{T.platHome}</NavBar>
      {!online && <OfflineNotice />}
      {Array.from({ length: pages }, (_, i) => <PlatPage key={i} pageNum={i + 1} last={i + 1 === pages} onMore={() => setPages(pages + 1)} />)}
    </div>
  );
}

export const Route = createLazyRoute(PATHS.platHome)({ component: PlatHomeScreen });
