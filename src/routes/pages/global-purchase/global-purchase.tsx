import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { globalPageInfo } from '../../../contract/catalogue/global-purchase';
import { EmptyState, LoadingState } from '../../../ui/components/page-state';
import { useCachedCall } from '../../../ui/hooks/use-cached-call';
import { useLiveQuery } from '../../../ui/hooks/use-live-query';
import { useOnline } from '../../../ui/hooks/use-online';
import { MyListsScreen } from '../../../ui/my-lists/screen';
import { TEXTS } from '../../../ui/texts';
import { PATHS } from '../../paths';
import { useAppContext } from '../../use-app-context';
import { GlobalGoodsList } from './global-goods-list';

/** global-purchase: continents, the hot list, categories and the best-selling global goods. */
function GlobalPurchaseScreen() {
  const { sync } = useAppContext();
  const navigate = useNavigate();
  const online = useOnline();
  const info = useCachedCall(sync, globalPageInfo, {});
  const roots = (useLiveQuery(sync, 'categories', {}).data ?? []).filter((c) => c.level === 1);
  const continents = (info.data?.continents ?? []).filter((c) => c.goodsCount > 0);
  return (
    <MyListsScreen title={TEXTS.myLists.global.title} offline={!online || info.failure?.errorKind === 'network'} className="global-purchase">
      <div className="global-purchase__entries">
        <button type="button" onClick={() => void navigate({ to: PATHS.sixContinents })}>{TEXTS.myLists.global.continents}</button>
        <button type="button" onClick={() => void navigate({ to: PATHS.tipGood })}>{TEXTS.myLists.global.top}</button>
        <button type="button" onClick={() => void navigate({ to: PATHS.countryRegion, search: {} })}>{TEXTS.myLists.global.allRegions}</button>
      </div>
      {info.loading ? <LoadingState /> : !continents.length ? <EmptyState title={info.failure?.msg} /> : (
        <div className="chips global-purchase__continents">
          {continents.map((c) => (
            <button key={c.dazhouCode} type="button" className="chip" onClick={() => void navigate({ to: PATHS.countryRegion, search: { dazhouCode: c.dazhouCode } })}>
              {c.name} {TEXTS.myLists.global.goodsCount(c.goodsCount)}
            </button>
          ))}
        </div>
      )}
      {roots.length > 0 && (
        <>
          <h2 className="section-title">{TEXTS.myLists.global.byClass}</h2>
          <div className="chips">
            {roots.map((c) => (
              <button key={c.id} type="button" className="chip" onClick={() => void navigate({ to: PATHS.globalGoodsTypeList, search: { classId: c.id, className: c.classNames } })}>
                {c.classNames}
              </button>
            ))}
          </div>
        </>
      )}
      <h2 className="section-title">{TEXTS.myLists.global.hot}</h2>
      <GlobalGoodsList filter={{}} />
    </MyListsScreen>
  );
}

export const Route = createLazyRoute(PATHS.globalPurchase)({ component: GlobalPurchaseScreen });
