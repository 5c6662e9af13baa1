import { createLazyRoute } from '@tanstack/react-router';
import { List, NavBar } from 'antd-mobile';
import { shopUsersList, shopUsersMonthly, shopUsersTotal } from '../../../../contract/shop/business';
import { REACH_BOTTOM_DISTANCE } from '../../../../domain/constants';
import { formatFen } from '../../../../domain/format';
import { formatDate } from '../../../../domain/relative-time';
import { EmptyState } from '../../../../ui/components/page-state';
import { PullRefresh } from '../../../../ui/discovery/pull-refresh';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { SHOP_BUSINESS_TEXTS } from '../../../../ui/shop-business-texts';
import { oldestSavedAt } from '../../../../ui/wallet/data-age';
import { PATHS } from '../../../paths';
import { ScreenState } from '../../../shop-business/screen-state';
import { useAppContext } from '../../../use-app-context';
import { usePagedCall } from '../../../../ui/hooks/use-paged-call';
import { goBack } from '../../../go-back';
import { ListBottom } from '../../../../ui/components/list-bottom';

const T = SHOP_BUSINESS_TEXTS.users;

/** spec §2 shop_users: the shop's buyers, their total and this month's new ones; the list loads 150 from the bottom (spec §2). */
function ShopUsersScreen() {
  const { sync } = useAppContext();
  const total = useCachedCall(sync, shopUsersTotal, {});
  const monthly = useCachedCall(sync, shopUsersMonthly, {});
  const users = usePagedCall(shopUsersList, {}, (row) => row.usersId);
  const refresh = () => Promise.all([total.reload(), monthly.reload(), users.refresh()]).then(() => undefined);
  return (
    <div className="page shop-business">
      <NavBar onBack={() => goBack()}>{T.title}</NavBar>
      <ScreenState hasData={users.data !== null} loading={users.loading} failure={users.failure ?? total.failure}
        savedAt={oldestSavedAt(users.savedAt, total.savedAt, monthly.savedAt)} />
      <PullRefresh onRefresh={refresh}>
        <section className="shop-business__figures">
          <div><strong data-testid="users-total">{total.data?.total ?? '-'}</strong><span>{T.total}</span></div>
          <div><strong data-testid="users-monthly">{monthly.data?.monthly ?? '-'}</strong><span>{T.monthly}</span></div>
        </section>
        {users.data && users.list.length === 0 && <EmptyState title={T.empty} />}
        {users.list.length > 0 && (
          <List>
            {users.list.map((u) => (
              <List.Item key={u.usersId} data-testid="shop-user" prefix={<img className="shop-business__avatar" src={u.usersLogo} alt="" />}
                description={`${u.usersPhone} · ${T.lastOrder} ${formatDate(u.lastOrderAt)}`}
                extra={<div className="shop-business__extra"><b>¥{formatFen(u.amount)}</b><span>{T.orders(u.orderCount)}</span></div>}>
                {u.usersName}
              </List.Item>
            ))}
          </List>
        )}
        {users.list.length > 0 && <ListBottom threshold={REACH_BOTTOM_DISTANCE} hasMore={users.hasMore} loadMore={users.loadMore} />}
      </PullRefresh>
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.shopUsers}` as const)({ component: ShopUsersScreen });
