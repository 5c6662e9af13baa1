import type { DraftMedia } from '../../db/collections/drafts';
import { SOCIAL_TEXTS as T } from '../../ui/social-texts';
import { useDraftMediaSrc } from '../use-draft-media-src';

/** A post's picture: from the host once uploaded, else from the device's stored bytes. */
export function DraftThumb({ entry, onRemove }: { entry: DraftMedia; onRemove?: () => void }) {
  const src = useDraftMediaSrc(entry);
  return (
    <div className="dy-pic" data-testid="draft-pic" data-status={entry.status}>
      {src ? <img src={src} alt="" /> : null}
      {entry.status === 'waiting' && <span className="dy-pic__state">{entry.progress > 0 ? `${entry.progress}%` : T.toUpload}</span>}
      {onRemove && <button type="button" className="dy-pic__remove" aria-label="删除图片" onClick={onRemove}>×</button>}
    </div>
  );
}
