import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, List, NavBar } from 'antd-mobile';
import { groupInfo } from '../../../../contract/kinds/group-buy';
import { formatFen } from '../../../../domain/format';
import { seatLabel, seatsLeft } from '../../../../domain/group-buy';
import { orderStatusLabel } from '../../../../domain/order-status';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { toast } from '../../../../ui/feedback';
import { GROUP_BUY_TEXTS as G } from '../../../../ui/group-buy-texts';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { DataAge } from '../../../../ui/wallet/data-age';
import { GroupStatusPanel, shareLinkOf } from '../../../group-buy/group-status-panel';
import { useGroupLive } from '../../../group-buy/use-group-live';
import { hostOffset, useClock } from '../../../../ui/hooks/use-countdown';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import '../../../group-buy/group-buy.css';
import { goBack } from '../../../go-back';

/** spec §2 star_q/order/group_order_details: one of the buyer's groups, their seat and order, and the invitation. */
function GroupOrderDetailsScreen() {
  const { groupId } = Route.useSearch();
  if (!groupId) return <div className="page"><NavBar onBack={() => goBack()}>{G.detailTitle}</NavBar><EmptyState title={G.notFound} /></div>;
  return <GroupOrderDetails groupId={groupId} />;
}

function GroupOrderDetails({ groupId }: { groupId: string }) {
  const { sync } = useAppContext();
  const navigate = useNavigate();
  const answer = useCachedCall(sync, groupInfo, { groupId });
  useGroupLive(groupId, answer.reload);
  const hostNow = useClock({ hostOffset: hostOffset(answer.data?.now, answer.savedAt) });
  const back = <NavBar onBack={() => goBack()}>{G.detailTitle}</NavBar>;
  if (answer.loading) return <div className="page">{back}<LoadingState /></div>;
  if (!answer.data) return <div className="page">{back}<EmptyState title={answer.failure?.msg ?? G.notFound} /></div>;
  const { group, mine } = answer.data;
  const link = shareLinkOf(group.groupId, PATHS.groupShare);
  const waiting = mine?.seatStatus === 'PAID' && group.status === 'OPEN';
  async function invite() {
    try {
      await navigator.clipboard.writeText(link);
      toast(G.inviteCopied);
    } catch {
      toast(G.inviteLink(link));
    }
  }
  return (
    <div className="page group-order-details">
      {back}
      <DataAge savedAt={answer.savedAt} failed={Boolean(answer.failure)} neverSaved={G.neverSaved} />
      <GroupStatusPanel group={group} hostNow={hostNow} />
      {mine && (
        <List header={G.seatStatus}>
          <List.Item extra={<span data-testid="my-seat">{seatLabel(group.status, mine.seatStatus)}</span>}>
            {waiting ? G.waitingOthers(seatsLeft(group)) : orderStatusLabel(mine.orderStatus)}
          </List.Item>
          {mine.refunded > 0 && <List.Item extra={<span data-testid="refunded">{G.refunded(formatFen(mine.refunded))}</span>}>{mine.cancelReason}</List.Item>}
          <List.Item arrow onClick={() => void navigate({ to: PATHS.orderDetails, search: { orderId: mine.orderId } })}>{G.viewOrder}</List.Item>
        </List>
      )}
      {group.status === 'OPEN' && group.deadline > hostNow && <div className="group-invite" data-testid="invite-link">{G.inviteLink(link)}</div>}
      <div className="group-bar">
        {mine?.seatStatus === 'HELD' && mine.orderStatus === 'UNPAID' && (
          <Button color="primary" onClick={() => void navigate({ to: PATHS.groupPayCounter, search: { orderId: mine.orderId, groupId } })}>{G.goPay}</Button>
        )}
        {group.status === 'OPEN' && group.deadline > hostNow && <Button color="primary" fill="outline" onClick={() => void invite()}>{G.invite}</Button>}
      </div>
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.groupOrderDetails}` as const)({ component: GroupOrderDetailsScreen });
