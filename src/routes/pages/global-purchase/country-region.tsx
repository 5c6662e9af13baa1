import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { globalPageInfo } from '../../../contract/catalogue/global-purchase';
import { continentName } from '../../../domain/continents';
import { useCachedCall } from '../../../ui/hooks/use-cached-call';
import { useOnline } from '../../../ui/hooks/use-online';
import { MyListsScreen } from '../../../ui/my-lists/screen';
import { TEXTS } from '../../../ui/texts';
import { PATHS } from '../../paths';
import type { RegionSearch } from '../../search-params';
import { useAppContext } from '../../use-app-context';
import { GlobalGoodsList } from './global-goods-list';

/** global-purchase/country-region with the optional dazhouCode (spec §2): one continent's countries, or all. */
function CountryRegionScreen() {
  const { dazhouCode, countryCode } = Route.useSearch();
  const { sync } = useAppContext();
  const navigate = useNavigate();
  const online = useOnline();
  const info = useCachedCall(sync, globalPageInfo, {});
  const continents = (info.data?.continents ?? []).filter((c) => !dazhouCode || c.dazhouCode === dazhouCode);
  const countries = continents.flatMap((c) => c.countries.map((country) => ({ ...country, dazhouCode: c.dazhouCode })));
  const title = dazhouCode ? continentName(dazhouCode) : TEXTS.myLists.global.countries;
  const go = (search: RegionSearch) => void navigate({ to: PATHS.countryRegion, search, replace: true });
  return (
    <MyListsScreen title={title} offline={!online}>
      <div className="chips country-region__chips">
        <button type="button" className={`chip${countryCode ? '' : ' chip--on'}`} onClick={() => go({ dazhouCode })}>{TEXTS.myLists.global.allRegions}</button>
        {countries.map((c) => (
          <button key={c.countryCode} type="button" className={`chip${c.countryCode === countryCode ? ' chip--on' : ''}`}
            onClick={() => go({ dazhouCode: dazhouCode ?? c.dazhouCode, countryCode: c.countryCode })}>
            {c.country}
          </button>
        ))}
      </div>
      <GlobalGoodsList filter={{ dazhouCode, countryCode }} />
    </MyListsScreen>
  );
}

export const Route = createLazyRoute(PATHS.countryRegion)({ component: CountryRegionScreen });
