import { useEffect, useRef, useState } from 'react';
import { LIVE_ROOM_TEXTS as T } from '../../ui/live-room-texts';

const RETRY_MS = 3000;

/**
 * The room's HTTP-FLV played by mpegts.js (loaded with the room, not the home) at low latency: no stash buffer,
 * and the player chases the live edge when it falls behind. A stream that is not there yet or drops is tried again.
 */
export function LivePlayer({ url, publishing, poster }: { url: string; publishing: boolean; poster: string }) {
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const element = video.current;
    if (!element || !publishing) return undefined;
    let stopped = false;
    let destroy = () => undefined as void;
    let retry: ReturnType<typeof setTimeout> | undefined;
    void import('mpegts.js').then(({ default: mpegts }) => {
      if (stopped || !mpegts.isSupported()) return;
      // The player's own log lines (stalls it jumps over, reconnects) are not the shopper's concern.
      mpegts.LoggingControl.enableAll = false;
      const player = mpegts.createPlayer({ type: 'flv', isLive: true, url: new URL(url, location.origin).href }, {
        enableStashBuffer: false, liveBufferLatencyChasing: true, liveBufferLatencyMaxLatency: 1.5, liveBufferLatencyMinRemain: 0.3,
      });
      player.attachMediaElement(element);
      player.on(mpegts.Events.ERROR, () => { setFailed(true); retry = setTimeout(() => setAttempt((n) => n + 1), RETRY_MS); });
      player.on(mpegts.Events.LOADING_COMPLETE, () => { retry = setTimeout(() => setAttempt((n) => n + 1), RETRY_MS); });
      player.load();
      element.muted = true;
      void Promise.resolve(player.play()).then(() => setFailed(false)).catch(() => undefined);
      destroy = () => { player.pause(); player.unload(); player.detachMediaElement(); player.destroy(); };
    });
    return () => { stopped = true; clearTimeout(retry); destroy(); };
  }, [url, publishing, attempt]);
  return (
    <div className="live-player">
      <video ref={video} data-testid="live-video" playsInline muted autoPlay poster={poster || undefined} />
      {!publishing && <div className="live-player__notice">{T.notLive}</div>}
      {publishing && failed && <div className="live-player__notice">{T.playFailed}</div>}
    </div>
  );
}
