import { useEffect, useRef, useState } from 'react';
import { LIVE_ROOM_TEXTS as T } from '../../ui/live-room-texts';

const FIRST_RETRY_MS = 3000;
const LONGEST_RETRY_MS = 30_000;

/** The wait before the next try after `failures` failed ones in a row: 3 s, doubling, at most 30 s. */
export const retryDelay = (failures: number) => Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1));

/**
 * The room's HTTP-FLV played by mpegts.js (loaded with the room, not the home) at low latency: no stash buffer,
 * and the player chases the live edge when it falls behind. A stream that drops is tried again, less often each time;
 * one the host says stopped (publishing false, from the live channel) is not tried until it says it is back.
 */
export function LivePlayer({ url, publishing, poster }: { url: string; publishing: boolean; poster: string }) {
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const failures = useRef(0);
  useEffect(() => { failures.current = 0; }, [url, publishing]);
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
      const tryAgain = () => {
        failures.current += 1;
        clearTimeout(retry);
        retry = setTimeout(() => setAttempt((n) => n + 1), retryDelay(failures.current));
      };
      player.on(mpegts.Events.ERROR, () => { setFailed(true); tryAgain(); });
      player.on(mpegts.Events.LOADING_COMPLETE, tryAgain);
      player.load();
      element.muted = true;
      void Promise.resolve(player.play()).then(() => { failures.current = 0; setFailed(false); }).catch(() => undefined);
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
