import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { NavBar } from 'antd-mobile';
import { groupTop3Goods, type Group } from '../../../../contract/kinds/group-buy';
import { LoadingState } from '../../../../ui/components/page-state';
import { GROUP_BUY_TEXTS as G } from '../../../../ui/group-buy-texts';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { useSession } from '../../../../ui/hooks/use-session';
import { TEXTS } from '../../../../ui/texts';
import { DataAge } from '../../../../ui/wallet/data-age';
import { OpenGroupRow } from '../../../group-buy/group-card';
import { GroupGoodsList } from '../../../group-buy/group-goods-list';
import { MyIpGoods } from '../../../group-buy/my-ip-goods';
import { hostOffset, useClock } from '../../../../ui/hooks/use-countdown';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';

/** Open groups closest to forming (the host's top3goods), from the cache first: members, seats missing and time left. */
function HotGroups() {
  const { sync } = useAppContext();
  const navigate = useNavigate();
  const top = useCachedCall(sync, groupTop3Goods, {});
  const hostNow = useClock({ hostOffset: hostOffset(top.data?.now, top.savedAt) });
  const groups = (top.data?.list ?? []).flatMap((g) => g.groups);
  const join = (group: Group) => void navigate({ to: PATHS.groupPlayOrder, search: { goodsId: group.goodsId, groupId: group.groupId } });
  return (
    <section className="group-section" data-testid="hot-groups">
      <div className="group-section__head"><span>{G.hotGroups}</span></div>
      <DataAge savedAt={top.savedAt} failed={Boolean(top.failure)} neverSaved={G.neverSaved} />
      {top.loading && <LoadingState />}
      {top.data && groups.length === 0 && <div className="group-rules">{G.hotEmpty}</div>}
      {groups.map((g) => <OpenGroupRow key={g.groupId} group={g} hostNow={hostNow} onJoin={join} showGoods />)}
    </section>
  );
}

function GroupBuyScreen() {
  const { session } = useAppContext();
  const loggedIn = Boolean(useSession(session).userId);
  const navigate = useNavigate();
  return (
    <div className="page group-buy">
      <NavBar backIcon={false} right={<a className="group-hall-link" data-testid="open-goods-group" onClick={() => void navigate({ to: PATHS.goodsGroup })}>{G.hallTitle}</a>}>
        {TEXTS.groupBuy.title}
      </NavBar>
      <HotGroups />
      {loggedIn && (
        <section className="group-section">
          <button type="button" className="group-section__head" style={{ width: '100%', background: 'none', border: 0, padding: '4px 0' }}
            onClick={() => void navigate({ to: PATHS.groupOrder })}>
            <span>{G.myGroups}</span><span style={{ color: '#999', fontWeight: 400 }}>{G.seeAll} ›</span>
          </button>
        </section>
      )}
      {loggedIn && <MyIpGoods />}
      <GroupGoodsList />
    </div>
  );
}

export const Route = createLazyRoute(PATHS.groupBuy)({ component: GroupBuyScreen });
