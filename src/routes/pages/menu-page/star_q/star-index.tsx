import { useEffect, useState } from 'react';
import { createRoute, useNavigate } from '@tanstack/react-router';
import { SearchOutline } from 'antd-mobile-icons';
import type { HomeModule } from '../../../../contract/catalogue/home';
import { DownloadAppButton } from '../../../../pwa/download-banner';
import { OfflineNotice } from '../../../../ui/components/page-state';
import { PullRefresh } from '../../../../ui/discovery/pull-refresh';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { useOnline } from '../../../../ui/hooks/use-online';
import { TEXTS } from '../../../../ui/texts';
import { rootRoute } from '../../../root';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import { AuctionSection } from './home/home-auctions';
import { BannerSection, DayNewSection, HonourSection, HotWordsSection, NavSection } from './home/home-sections';
import { HOME_CALLS, HOME_PAINT } from './home/home-calls';
import { StarqGoodsSection } from './home/starq-goods';

/** Used until the platform's template has been fetched once (first start offline). */
const DEFAULT_MODULES: HomeModule[] = [
  { type: 'banner', title: '' },
  { type: 'hotWords', title: TEXTS.home.hotWords },
  { type: 'nav', title: TEXTS.home.categories },
  { type: 'starq', title: TEXTS.home.recommend },
];

function HomeModuleView({ module }: { module: HomeModule }) {
  switch (module.type) {
    case 'banner': return <BannerSection />;
    case 'hotWords': return <HotWordsSection title={module.title} />;
    case 'nav': return <NavSection title={module.title} />;
    case 'honour': return <HonourSection title={module.title} />;
    case 'dayNew': return <DayNewSection title={module.title} />;
    case 'auction': return <AuctionSection title={module.title} />;
    case 'starq': return <StarqGoodsSection title={module.title} />;
  }
}

/** Tab 0: sections in the order of the platform's page template (spec §7 selplatpagetemplate). */
function HomeScreen() {
  const { sync } = useAppContext();
  const navigate = useNavigate();
  const online = useOnline();
  const template = useCachedCall(sync, HOME_CALLS.pageTemplate, {}, HOME_PAINT);
  const modules = template.data?.modules.length ? template.data.modules : DEFAULT_MODULES;
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    void sync.refresh({ kind: 'home' });
  }, [sync]);

  async function refresh() {
    await Promise.all([template.reload(), sync.refresh({ kind: 'home' }), sync.refresh({ kind: 'catalogue' })]);
    // Remounting the sections makes each ask the host again.
    setGeneration((g) => g + 1);
  }

  return (
    <div className="page home">
      <header className="home__header">
        <span className="home__brand">{TEXTS.appName}</span>
        {/* Only a way to the search page: a look-alike of antd-mobile's SearchBar (its input is not first-paint code). */}
        <button type="button" className="home__search" onClick={() => void navigate({ to: PATHS.search })}>
          <SearchOutline /> {TEXTS.home.searchPlaceholder}
        </button>
        <DownloadAppButton />
      </header>
      {!online && <OfflineNotice />}
      <PullRefresh onRefresh={refresh}>
        {modules.map((module, index) => <HomeModuleView key={`${module.type}-${index}-${generation}`} module={module} />)}
      </PullRefresh>
    </div>
  );
}

export const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.home, component: HomeScreen });
/** spec §2: home is also reached at /. */
export const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: HomeScreen });
