import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { List, NavBar, Tabs } from 'antd-mobile';
import { companyShopApplications, shopModelModule } from '../../../../../contract/shop/apply';
import { REACH_BOTTOM_DISTANCE } from '../../../../../domain/constants';
import { EmptyState, LoadingState } from '../../../../../ui/components/page-state';
import { PullRefresh } from '../../../../../ui/discovery/pull-refresh';
import { useCachedCall } from '../../../../../ui/hooks/use-cached-call';
import { useOnline } from '../../../../../ui/hooks/use-online';
import { SHOP_APPLY_TEXTS } from '../../../../../ui/shop-apply-texts';
import { PATHS } from '../../../../paths';
import { APPLICATION_TABS, ApplicationRow, asApplicationTab } from '../../../../shop-apply/application-row';
import { useAppContext } from '../../../../use-app-context';
import { usePagedCall } from '../../../../../ui/hooks/use-paged-call';
import { OfflineBanner } from '../../../../withdraw/withdraw-bits';
import { goBack } from '../../../../go-back';
import { ListBottom } from '../../../../../ui/components/list-bottom';

const T = SHOP_APPLY_TEXTS.audit;

/** The administrator's shop applications by status; pull down to refresh, tap one to audit it. */
function AplayInfoScreen() {
  const { sync } = useAppContext();
  const navigate = useNavigate();
  const online = useOnline();
  const status = asApplicationTab(Route.useSearch().status ?? '');
  const list = usePagedCall(companyShopApplications, { status }, (row) => row.applicationId);
  const model = useCachedCall(sync, shopModelModule, {}).data;
  return (
    <div className="page shop-applications">
      <NavBar onBack={() => goBack()}>{T.title}</NavBar>
      <OfflineBanner online={online} stale={list.failure !== null && list.data !== null} />
      <Tabs className="withdraw-tabs" activeKey={status}
        onChange={(key) => void navigate({ to: PATHS.shopApplications, search: { status: key }, replace: true })}>
        {APPLICATION_TABS.map((tab) => <Tabs.Tab key={tab} title={SHOP_APPLY_TEXTS.tabs[tab]} />)}
      </Tabs>
      <PullRefresh onRefresh={list.refresh}>
        {list.loading && <LoadingState />}
        {!list.loading && list.list.length === 0 && <EmptyState title={!list.data && list.failure ? list.failure.msg : T.empty} />}
        {list.list.length > 0 && (
          <List>
            {list.list.map((row) => (
              <ApplicationRow key={row.applicationId} row={row} model={model}
                onOpen={() => void navigate({ to: PATHS.shopApplicationDetail, search: { applicationId: row.applicationId, status } })} />
            ))}
          </List>
        )}
        {list.list.length > 0 && <ListBottom threshold={REACH_BOTTOM_DISTANCE} hasMore={list.hasMore} loadMore={list.loadMore} />}
      </PullRefresh>
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.shopApplications}` as const)({ component: AplayInfoScreen });
