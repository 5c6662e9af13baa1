import { Button } from 'antd-mobile';
import type { LiveStreamAccess } from '../../contract/social/live-room';
import { toast } from '../../ui/feedback';
import { LIVE_ROOM_TEXTS as T } from '../../ui/live-room-texts';

const copy = (value: string) => void navigator.clipboard?.writeText(value).then(() => toast(T.copied), () => undefined);

/** The owner's RTMP address and stream key, for OBS or any streaming tool. */
export function StreamAccess({ access }: { access: LiveStreamAccess }) {
  return (
    <section className="live-access" data-testid="live-access">
      <h4>{T.streamTitle}</h4>
      <p className="live-access__hint">{T.streamHint}</p>
      <div className="live-access__row"><span>{T.rtmpUrl}</span><code data-testid="live-rtmp-url">{access.rtmpUrl}</code><Button size="mini" onClick={() => copy(access.rtmpUrl)}>{T.copy}</Button></div>
      <div className="live-access__row"><span>{T.streamKey}</span><code data-testid="live-stream-key">{access.streamKey}</code><Button size="mini" onClick={() => copy(access.streamKey)}>{T.copy}</Button></div>
    </section>
  );
}
