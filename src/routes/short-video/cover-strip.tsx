import { LoadingDots } from '../../ui/components/loading-dots';
import { SHORT_VIDEO_TEXTS as T } from '../../ui/short-video-texts';
import { useVideoFrames } from './video-frames';

const FRAMES = 6;

interface CoverStripProps {
  /** The video on the device, or the host's made MP4 once the local file is gone; null: no frames to offer. */
  source: Blob | string | null;
  /** The chosen time (ms), or null for the host's poster. */
  value: number | null;
  onChange(ms: number | null): void;
}

/** 选择封面: a handful of frames across the video; the chosen one's time goes with the publish (decision 016). */
export function CoverStrip({ source, value, onChange }: CoverStripProps) {
  const { frames, making } = useVideoFrames(source, FRAMES);
  const chosen = value === null ? T.coverDefault : T.coverChosen((value / 1000).toFixed(1));
  return (
    <div className="sv-cover" data-testid="cover-strip">
      <div className="sv-release__status">{T.coverTitle} · {chosen}</div>
      {making && <LoadingDots />}
      {frames.length > 0 && (
        <div className="sv-cover__frames">
          {frames.map((f) => (
            <button key={f.ms} type="button" className="sv-cover__frame" aria-pressed={value === f.ms} aria-label={T.coverAt((f.ms / 1000).toFixed(1))}
              onClick={() => onChange(value === f.ms ? null : f.ms)}>
              <img src={f.src} alt="" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
