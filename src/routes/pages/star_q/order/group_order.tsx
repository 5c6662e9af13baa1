import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { NavBar } from 'antd-mobile';
import { groupHisInfo } from '../../../../contract/kinds/group-buy';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { PullRefresh } from '../../../../ui/discovery/pull-refresh';
import { GROUP_BUY_TEXTS as G } from '../../../../ui/group-buy-texts';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { DataAge } from '../../../../ui/wallet/data-age';
import { MyGroupCard } from '../../../group-buy/my-group-card';
import { hostOffset, useClock } from '../../../../ui/hooks/use-countdown';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import '../../../group-buy/group-buy.css';
import { goBack } from '../../../go-back';

/** spec §2 star_q/order/group_order: the buyer's group orders (我的拼团), newest first; offline the last list with its age. */
function GroupOrderScreen() {
  const { sync } = useAppContext();
  const navigate = useNavigate();
  const mine = useCachedCall(sync, groupHisInfo, { pageNum: 1, pageSize: 50 });
  const hostNow = useClock({ hostOffset: hostOffset(mine.data?.now, mine.savedAt) });
  const list = mine.data?.list ?? [];
  return (
    <div className="page group-order">
      <NavBar onBack={() => goBack()}>{G.ordersTitle}</NavBar>
      <DataAge savedAt={mine.savedAt} failed={Boolean(mine.failure)} neverSaved={G.neverSaved} />
      <PullRefresh onRefresh={async () => { await mine.reload(); }}>
        {mine.loading && <LoadingState />}
        {!mine.loading && list.length === 0 && <EmptyState title={mine.data ? G.myGroupsEmpty : (mine.failure?.msg ?? G.neverSaved)} />}
        {list.map(({ group, mine: seat }) => (
          <MyGroupCard key={seat.orderId} group={group} mine={seat} hostNow={hostNow}
            onOpen={() => void navigate({ to: PATHS.groupOrderDetails, search: { groupId: group.groupId } })}
            onPay={() => void navigate({ to: PATHS.groupPayCounter, search: { orderId: seat.orderId, groupId: group.groupId } })} />
        ))}
      </PullRefresh>
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.groupOrder}` as const)({ component: GroupOrderScreen });
