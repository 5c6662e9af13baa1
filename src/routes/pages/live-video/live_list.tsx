import { useState } from 'react';
import { createLazyRoute, Link } from '@tanstack/react-router';
import { NavBar, Tabs } from 'antd-mobile';
import { liveClasses, liveInLiveList } from '../../../contract/social/live-room';
import { EmptyState, LoadingState } from '../../../ui/components/page-state';
import { PullRefresh } from '../../../ui/discovery/pull-refresh';
import { useCachedCall } from '../../../ui/hooks/use-cached-call';
import { LIVE_ROOM_TEXTS as T } from '../../../ui/live-room-texts';
import { RoomCard } from '../../live-room/room-card';
import { PATHS } from '../../paths';
import { useAppContext } from '../../use-app-context';
import '../../live-room/live.css';
import { goBack } from '../../go-back';

/** Who is live now, most watched first, by class; pull down to refresh; the last answer opens offline. */
function LiveListScreen() {
  const { sync } = useAppContext();
  const [classId, setClassId] = useState('');
  const classes = useCachedCall(sync, liveClasses, {});
  const rooms = useCachedCall(sync, liveInLiveList, { classId, pageNum: 1, pageSize: 40 });
  const list = rooms.data?.list ?? [];
  return (
    <div className="page live-list">
      <NavBar onBack={() => goBack()} right={<Link to={PATHS.liveManage} className="live-list__mine">{T.mineTitle}</Link>}>{T.listTitle}</NavBar>
      <Tabs activeKey={classId} onChange={setClassId}>
        <Tabs.Tab key="" title="全部" />
        {(classes.data ?? []).map((c) => <Tabs.Tab key={c.id} title={c.name} />)}
      </Tabs>
      <PullRefresh onRefresh={() => rooms.reload()}>
        {rooms.loading && <LoadingState />}
        {!rooms.loading && list.length === 0 && <EmptyState title={T.empty} />}
        <div className="live-grid">{list.map((room) => <RoomCard key={room.roomId} room={room} />)}</div>
      </PullRefresh>
    </div>
  );
}

export const Route = createLazyRoute(PATHS.liveList)({ component: LiveListScreen });
