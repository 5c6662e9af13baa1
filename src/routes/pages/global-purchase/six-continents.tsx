import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { List } from 'antd-mobile';
import { globalPageInfo } from '../../../contract/catalogue/global-purchase';
import { EmptyState, LoadingState } from '../../../ui/components/page-state';
import { useCachedCall } from '../../../ui/hooks/use-cached-call';
import { useOnline } from '../../../ui/hooks/use-online';
import { MyListsScreen } from '../../../ui/my-lists/screen';
import { TEXTS } from '../../../ui/texts';
import { PATHS } from '../../paths';
import { useAppContext } from '../../use-app-context';

/** global-purchase/six-continents: each continent with its countries and how many goods come from there. */
function SixContinentsScreen() {
  const { sync } = useAppContext();
  const navigate = useNavigate();
  const online = useOnline();
  const info = useCachedCall(sync, globalPageInfo, {});
  const continents = info.data?.continents ?? [];
  return (
    <MyListsScreen title={TEXTS.myLists.global.continents} offline={!online || info.failure?.errorKind === 'network'}>
      {info.loading ? <LoadingState /> : !continents.length ? <EmptyState title={info.failure?.msg} /> : continents.map((c) => (
        <List key={c.dazhouCode} header={`${c.name}（${TEXTS.myLists.global.goodsCount(c.goodsCount)}）`}>
          <List.Item clickable onClick={() => void navigate({ to: PATHS.countryRegion, search: { dazhouCode: c.dazhouCode } })}>
            {TEXTS.myLists.global.allRegions}
          </List.Item>
          {c.countries.map((country) => (
            <List.Item key={country.countryCode} extra={TEXTS.myLists.global.goodsCount(country.goodsCount)} clickable
              onClick={() => void navigate({ to: PATHS.countryRegion, search: { dazhouCode: c.dazhouCode, countryCode: country.countryCode } })}>
              {country.country}
            </List.Item>
          ))}
        </List>
      ))}
    </MyListsScreen>
  );
}

export const Route = createLazyRoute(PATHS.sixContinents)({ component: SixContinentsScreen });
