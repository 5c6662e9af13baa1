import { createLazyRoute } from '@tanstack/react-router';
import { List, NavBar } from 'antd-mobile';
import { shopFans } from '../../../../contract/shop/business';
import { REACH_BOTTOM_DISTANCE } from '../../../../domain/constants';
import { formatDate } from '../../../../domain/relative-time';
import { EmptyState } from '../../../../ui/components/page-state';
import { PullRefresh } from '../../../../ui/discovery/pull-refresh';
import { SHOP_BUSINESS_TEXTS } from '../../../../ui/shop-business-texts';
import { PATHS } from '../../../paths';
import { ScreenState } from '../../../shop-business/screen-state';
import { usePagedCall } from '../../../../ui/hooks/use-paged-call';
import { goBack } from '../../../go-back';
import { ListBottom } from '../../../../ui/components/list-bottom';

const T = SHOP_BUSINESS_TEXTS.fans;

/** spec §2 fans/fans: who follows the shop, newest first. */
function FansScreen() {
  const fans = usePagedCall(shopFans, {}, (row) => row.usersId);
  return (
    <div className="page shop-business">
      <NavBar onBack={() => goBack()}>{T.title}</NavBar>
      <ScreenState hasData={fans.data !== null} loading={fans.loading} failure={fans.failure} savedAt={fans.savedAt} />
      <PullRefresh onRefresh={fans.refresh}>
        {fans.data && <p className="shop-business__caption" data-testid="fans-total">{T.total(fans.data.total)}</p>}
        {fans.data && fans.list.length === 0 && <EmptyState title={T.empty} />}
        {fans.list.length > 0 && (
          <List>
            {fans.list.map((f) => (
              <List.Item key={f.usersId} data-testid="shop-fan" prefix={<img className="shop-business__avatar" src={f.usersLogo} alt="" />}
                description={`${T.since} ${formatDate(f.createdAt)}`}>
                {f.usersName}
              </List.Item>
            ))}
          </List>
        )}
        {fans.list.length > 0 && <ListBottom threshold={REACH_BOTTOM_DISTANCE} hasMore={fans.hasMore} loadMore={fans.loadMore} />}
      </PullRefresh>
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.shopFans}` as const)({ component: FansScreen });
