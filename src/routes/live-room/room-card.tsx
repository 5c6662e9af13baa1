import { Link } from '@tanstack/react-router';
import type { LiveRoom } from '../../contract/social/live-room';
import { LIVE_ROOM_TEXTS as T } from '../../ui/live-room-texts';
import { PATHS } from '../paths';

/** A room in a list: cover, live badge with viewers, title and host. */
export function RoomCard({ room }: { room: LiveRoom }) {
  const badge = room.status === 'ENDED' ? (room.replayUrl ? T.replay : T.ended) : room.publishing ? T.living : T.waiting;
  return (
    <Link className="live-card" to={PATHS.liveRoom} search={{ roomId: room.roomId }} data-testid="live-card">
      <div className="live-card__cover">
        {room.cover ? <img src={room.cover} alt="" loading="lazy" /> : <div className="live-card__blank">{room.title.slice(0, 1)}</div>}
        <span className={`live-card__badge live-card__badge--${room.publishing ? 'on' : 'off'}`}>{badge}</span>
        {room.status === 'OPEN' && <span className="live-card__viewers">{T.viewers(room.viewers)}</span>}
      </div>
      <div className="live-card__title">{room.title}</div>
      <div className="live-card__host">{room.hostName}</div>
    </Link>
  );
}
