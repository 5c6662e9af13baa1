import { Button } from 'antd-mobile';
import type { DynamicDraftView } from '../../sync/social-queries';
import { toast } from '../../ui/feedback';
import { useOnline } from '../../ui/hooks/use-online';
import { SOCIAL_TEXTS as T } from '../../ui/social-texts';
import { useAppContext } from '../use-app-context';
import { DraftThumb } from './draft-thumb';

/** A post of this device not yet on the host: 待发布 while its pictures upload or it waits in the outbox, or 发布失败. */
export function DraftCard({ draft }: { draft: DynamicDraftView }) {
  const { sync } = useAppContext();
  const done = draft.media.filter((m) => m.status === 'done').length;
  const refused = draft.state === 'refused';
  const online = useOnline();

  async function retry() {
    if (draft.outboxId) await sync.dismissRejected(draft.outboxId);
    const result = await sync.changeDraft({ op: 'publish', draftId: draft.draftId });
    if (!result.ok) toast(result.msg);
  }

  return (
    <article className="dy-card dy-card--draft" data-testid="dynamic-draft" data-state={draft.state}>
      <p className="dy-card__status">
        {refused ? `${T.failed}：${draft.msg}` : T.publishing}
        {draft.state === 'uploading' && draft.media.length > 0 && ` · ${(online ? T.uploading : T.uploadWaitsForNetwork)(done, draft.media.length)}`}
      </p>
      {draft.text && <p className="dy-card__text">{draft.text}</p>}
      {draft.media.length > 0 && (
        <div className={`dy-pics dy-pics--${Math.min(draft.media.length, 3)}`}>
          {draft.media.map((m) => <DraftThumb key={m.key} entry={m} />)}
        </div>
      )}
      {refused && (
        <footer className="dy-card__bar">
          <Button size="mini" color="primary" onClick={() => void retry()}>{T.retry}</Button>
          <Button size="mini" onClick={() => void sync.changeDraft({ op: 'discard', draftId: draft.draftId })}>{T.discard}</Button>
        </footer>
      )}
    </article>
  );
}
