import { useState } from 'react';
import { createLazyRoute, Link } from '@tanstack/react-router';
import { Button, NavBar } from 'antd-mobile';
import { liveMine, liveStreamKey, type LiveRoom, type LiveStreamAccess } from '../../../contract/social/live-room';
import { EmptyState, LoadingState } from '../../../ui/components/page-state';
import { PullRefresh } from '../../../ui/discovery/pull-refresh';
import { confirmDialog, showError, toast } from '../../../ui/feedback';
import { useCachedCall } from '../../../ui/hooks/use-cached-call';
import { LIVE_ROOM_TEXTS as T } from '../../../ui/live-room-texts';
import { StreamAccess } from '../../live-room/stream-access';
import { RoomCard } from '../../live-room/room-card';
import { PATHS } from '../../paths';
import { useAppContext } from '../../use-app-context';
import '../../live-room/live.css';
import { goBack } from '../../go-back';

/** The owner's controls of an open room: the stream key on demand (a new one each time) and ending it. */
function OpenRoomControls({ room, onEnded }: { room: LiveRoom; onEnded(): void }) {
  const { sync, api } = useAppContext();
  const [access, setAccess] = useState<LiveStreamAccess | null>(null);
  async function showKey() {
    try { setAccess(await api.call(liveStreamKey, { roomId: room.roomId })); } catch (error) { showError(error); }
  }
  async function end() {
    if (!(await confirmDialog(T.endConfirm))) return;
    const queued = await sync.mutate('live.end', { roomId: room.roomId });
    if (!queued.ok) return toast(queued.msg);
    onEnded();
  }
  return (
    <div className="live-manage__controls">
      {access ? <StreamAccess access={access} /> : <Button size="small" onClick={() => void showKey()}>{T.showKey}</Button>}
      <Button size="small" color="danger" fill="outline" onClick={() => void end()} data-testid="live-end">{T.endRoom}</Button>
    </div>
  );
}

/** spec §2 live-video/user_manage: the user's rooms, the open one with its stream key and end; pull down to refresh. */
function UserManageScreen() {
  const { sync } = useAppContext();
  const mine = useCachedCall(sync, liveMine, { pageNum: 1, pageSize: 30 });
  const list = mine.data?.list ?? [];
  return (
    <div className="page live-manage">
      <NavBar onBack={() => goBack()} right={<Link to={PATHS.releaseLive}>{T.newRoom}</Link>}>{T.mineTitle}</NavBar>
      <PullRefresh onRefresh={() => mine.reload()}>
        {mine.loading && <LoadingState />}
        {!mine.loading && list.length === 0 && <EmptyState title={T.mineEmpty} />}
        {list.map((room) => (
          <div key={room.roomId} className="live-manage__item">
            <RoomCard room={room} />
            {room.status === 'OPEN' && <OpenRoomControls room={room} onEnded={() => void mine.reload()} />}
          </div>
        ))}
      </PullRefresh>
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.liveManage}` as const)({ component: UserManageScreen });
