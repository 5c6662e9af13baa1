import { useEffect, useMemo, useRef, useState } from 'react';
import { createLazyRoute, Link, useNavigate } from '@tanstack/react-router';
import { Button, Input, NavBar } from 'antd-mobile';
import { liveInfo, liveRoomOf } from '../../../contract/social/live-room';
import { newClientId } from '../../../ui/hooks/use-entry-outcome';
import { EmptyState, LoadingState } from '../../../ui/components/page-state';
import { toast } from '../../../ui/feedback';
import { useCachedCall } from '../../../ui/hooks/use-cached-call';
import { useLiveQuery } from '../../../ui/hooks/use-live-query';
import { useLiveRoom } from '../../../ui/hooks/use-live-room';
import { useSession } from '../../../ui/hooks/use-session';
import { LIVE_ROOM_TEXTS as T } from '../../../ui/live-room-texts';
import { FollowUserButton } from '../../../ui/social/follow-user-button';
import { useLoginFirst } from '../../../ui/hooks/use-login-first';
import { GoodsSheet } from '../../live-room/goods-sheet';
import { LivePlayer } from '../../live-room/live-player';
import { deriveLiveRoomView } from '../../live-room/room-view';
import { PATHS } from '../../paths';
import { useAppContext } from '../../use-app-context';
import '../../live-room/live.css';
import { goBack } from '../../go-back';

const LIKE_GATHER_MS = 800;

/** Taps gathered for a moment and sent as one count, so a burst of taps is one queued call. */
function useLikeTaps(send: (count: number) => void) {
  const taps = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return () => {
    taps.current += 1;
    if (timer.current) return;
    timer.current = setTimeout(() => { timer.current = undefined; send(Math.min(99, taps.current)); taps.current = 0; }, LIKE_GATHER_MS);
  };
}

/** A live room: the stream, who is watching, chat and likes over the live channel, the goods shown and a report. */
function LiveRoomScreen() {
  const { roomId } = Route.useSearch();
  const context = useAppContext();
  const { sync, session } = context;
  const me = useSession(session);
  const navigate = useNavigate();
  const info = useCachedCall(sync, liveInfo, { roomId });
  const room = liveRoomOf(roomId);
  useLiveRoom(sync, roomId ? room : null);
  const records = useLiveQuery(sync, 'recordsOfKind', { kind: 'live.message', userId: me.userId ?? '', parentId: room, limit: 200 });
  const outbox = useLiveQuery(sync, 'outbox', { userId: me.userId ?? '' });
  const view = useMemo(() => deriveLiveRoomView((records.data ?? []).map((r) => r.data), outbox.data ?? [], roomId, me.userId ?? '', me.userInfo?.usersName ?? ''),
    [records.data, outbox.data, roomId, me.userId, me.userInfo]);
  const [text, setText] = useState('');
  const [sheet, setSheet] = useState(false);
  const [tapped, setTapped] = useState(0);
  const chatEnd = useRef<HTMLDivElement>(null);
  useEffect(() => { chatEnd.current?.scrollIntoView({ block: 'end' }); }, [view.lines.length]);
  const like = useLikeTaps((count) => void sync.mutate('live.like', { roomId, count }));

  const signedIn = useLoginFirst();
  async function send() {
    if (!text.trim() || !(await signedIn())) return;
    const queued = await sync.mutate('live.send', { roomId, clientId: newClientId('lv'), text: text.trim() });
    if (!queued.ok) return toast(queued.msg);
    setText('');
  }
  async function tapLike() {
    if (!(await signedIn())) return;
    setTapped((n) => n + 1);
    like();
  }

  const back = <NavBar onBack={() => goBack()}>{T.listTitle}</NavBar>;
  if (!info.data) return <div className="page">{back}{info.loading ? <LoadingState /> : <EmptyState title={info.failure?.msg ?? T.ended} />}</div>;
  const { room: live, goods } = info.data;
  // The channel's stream state is newer than the room info read on opening; an end from either is final.
  const ended = live.status === 'ENDED' || view.stream?.ended === true;
  const publishing = view.stream?.publishing ?? live.publishing;
  return (
    <div className="page live-room" data-testid="live-room">
      <div className="live-room__top">
        <NavBar onBack={() => goBack()} right={<span className="live-room__report" onClick={() => void navigate({ to: PATHS.liveReport, search: { roomId } })}>{T.report}</span>}>
          <span className="live-room__title">{live.title}</span>
        </NavBar>
        <div className="live-room__host">
          <Link to={PATHS.userHome} search={{ userId: live.hostUserId }} className="live-room__host-link">
            {live.hostLogo ? <img src={live.hostLogo} alt="" /> : <span className="live-room__avatar" />}
            <span className="live-room__host-name">{live.hostName}</span>
          </Link>
          {!info.data.mine && me.userId && <FollowUserButton userId={live.hostUserId} />}
          {!ended && <span className="live-room__viewers" data-testid="live-viewers">{T.viewers(view.viewers ?? live.viewers)}</span>}
        </div>
      </div>
      {ended && live.replayUrl ? (
        // 回放 (issue 34.13): the ended room's recording, an ordinary MP4 of the media service.
        <div className="live-player">
          <video data-testid="live-replay" src={live.replayUrl} poster={live.cover || undefined} controls playsInline muted preload="metadata" />
          <div className="live-player__tag">{T.replay}</div>
        </div>
      ) : ended ? <EmptyState title={T.endTitle} /> : <LivePlayer url={live.playUrl} publishing={publishing} poster={live.cover} />}
      <div className="live-chat" data-testid="live-chat">
        {view.lines.map((line) => (
          <div key={line.key} className={`live-chat__line live-chat__line--${line.state}`}>
            <b>{line.name}：</b>{line.text}{line.state !== 'sent' && <em>（{line.state === 'failed' ? T.refused : T.sending}）</em>}
          </div>
        ))}
        <div ref={chatEnd} />
      </div>
      {!ended && (
        <div className="live-room__bar">
          <Button size="small" color="warning" onClick={() => setSheet(true)} data-testid="live-goods-open">{T.goods}{goods.length ? ` ${goods.length}` : ''}</Button>
          <Input className="live-room__input" aria-label={T.chatPlaceholder} placeholder={T.chatPlaceholder} value={text} onChange={setText} onEnterPress={() => void send()} maxLength={100} />
          <Button size="small" color="primary" onClick={() => void send()}>{T.send}</Button>
          <Button size="small" fill="none" onClick={() => void tapLike()} aria-label={T.like} data-testid="live-like">
            ❤ {Math.max(view.likes ?? live.likes, live.likes) + tapped}
          </Button>
        </div>
      )}
      <GoodsSheet goods={goods} visible={sheet} onClose={() => setSheet(false)} />
    </div>
  );
}

export const Route = createLazyRoute(PATHS.liveRoom)({ component: LiveRoomScreen });
