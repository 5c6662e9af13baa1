import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, NavBar } from 'antd-mobile';
import { groupInfo } from '../../../contract/kinds/group-buy';
import { seatsLeft } from '../../../domain/group-buy';
import { EmptyState, LoadingState } from '../../../ui/components/page-state';
import { GROUP_BUY_TEXTS as G } from '../../../ui/group-buy-texts';
import { useCachedCall } from '../../../ui/hooks/use-cached-call';
import { useSession } from '../../../ui/hooks/use-session';
import { DataAge } from '../../../ui/wallet/data-age';
import { GroupStatusPanel } from '../../group-buy/group-status-panel';
import { useGroupLive } from '../../group-buy/use-group-live';
import { hostOffset, useClock } from '../../../ui/hooks/use-countdown';
import { useLoginFirst } from '../../../ui/hooks/use-login-first';
import { PATHS } from '../../paths';
import { useAppContext } from '../../use-app-context';
import '../../group-buy/group-buy.css';
import { goBack } from '../../go-back';

/** The share page (spec §2 visitor routes): anyone sees the group; joining asks for a login and comes back here. */
function GroupShareScreen() {
  const { groupId } = Route.useSearch();
  if (!groupId) return <div className="page"><NavBar onBack={() => goBack()}>{G.shareTitle}</NavBar><EmptyState title={G.notFound} /></div>;
  return <GroupShare groupId={groupId} />;
}

function GroupShare({ groupId }: { groupId: string }) {
  const context = useAppContext();
  const loggedIn = Boolean(useSession(context.session).userId);
  const navigate = useNavigate();
  const loginFirst = useLoginFirst();
  const answer = useCachedCall(context.sync, groupInfo, { groupId });
  useGroupLive(groupId, answer.reload);
  const hostNow = useClock({ hostOffset: hostOffset(answer.data?.now, answer.savedAt) });
  const back = <NavBar onBack={() => (history.length > 1 ? history.back() : void navigate({ to: PATHS.groupBuy }))}>{G.shareTitle}</NavBar>;
  if (answer.loading) return <div className="page">{back}<LoadingState /></div>;
  if (!answer.data) return <div className="page">{back}<EmptyState title={answer.failure?.msg ?? G.notFound} /></div>;
  const { group, mine } = answer.data;
  const joinable = group.status === 'OPEN' && group.deadline > hostNow && seatsLeft(group) > 0;

  async function join() {
    const here = `${PATHS.groupShare}?groupId=${encodeURIComponent(groupId)}`;
    if (!(await loginFirst(here))) return;
    void navigate({ to: PATHS.groupPlayOrder, search: { goodsId: group.goodsId, groupId } });
  }

  return (
    <div className="page group-share">
      {back}
      <DataAge savedAt={answer.savedAt} failed={Boolean(answer.failure)} neverSaved={G.neverSaved} />
      <GroupStatusPanel group={group} hostNow={hostNow} />
      <p className="group-rules">{G.rules}</p>
      <div className="group-bar">
        {mine && mine.seatStatus !== 'RELEASED' ? (
          <Button color="primary" onClick={() => void navigate({ to: PATHS.groupOrderDetails, search: { groupId } })}>{G.shareOwn}</Button>
        ) : joinable ? (
          <Button color="primary" onClick={() => void join()}>{loggedIn ? G.shareJoin : G.loginToJoin}</Button>
        ) : (
          <Button color="primary" fill="outline" onClick={() => void navigate({ to: PATHS.groupGoodsInfo, search: { goodsId: group.goodsId } })}>{G.shareOpenOwn}</Button>
        )}
      </div>
    </div>
  );
}

export const Route = createLazyRoute(PATHS.groupShare)({ component: GroupShareScreen });
