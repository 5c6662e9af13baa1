import { combineLatest, map, type Observable } from 'rxjs';
import type { StarqDatabase } from '../db/database';
import { asFormDraft, type DraftDoc, type DraftMedia } from '../db/collections/drafts';
import type { OutboxEntry } from '../db/collections/outbox';
import { DB_QUERIES } from '../db/queries';
import { publishErrorOf } from './publish-after-upload';

/** A post of this device not yet on the host: uploading its pictures, queued, or refused with the host's message. */
export interface DynamicDraftView {
  draftId: string;
  text: string;
  communityId: string;
  media: DraftMedia[];
  state: 'editing' | 'uploading' | 'queued' | 'refused';
  msg: string;
  outboxId: string;
  updatedAt: number;
}

function stateOf(doc: DraftDoc, entry: OutboxEntry | undefined): DynamicDraftView['state'] {
  if (entry?.status === 'rejected') return 'refused';
  if (entry) return 'queued';
  if (publishErrorOf(doc.fields)) return 'refused';
  if (doc.fields.publishRequested === true) return doc.media.some((m) => m.status === 'failed') ? 'refused' : 'uploading';
  return 'editing';
}

export const SOCIAL_LIVE_QUERIES = {
  /** The user's dynamic drafts, newest first; the feed shows those not being edited as 待发布 or 发布失败. */
  dynamicDrafts: (db: StarqDatabase, p: { userId: string }): Observable<DynamicDraftView[]> =>
    combineLatest([
      db.drafts.find({ selector: { userId: p.userId, form: 'dynamic' }, sort: [{ updatedAt: 'desc' }] }).$,
      DB_QUERIES.outbox(db, p),
    ]).pipe(map(([docs, entries]) => docs.flatMap((doc) => {
      const draft = asFormDraft(doc.toJSON() as DraftDoc, 'dynamic');
      if (!draft) return [];
      const entry = entries.find((e) => e.id === draft.outboxId);
      const state = stateOf(doc.toJSON() as DraftDoc, entry);
      const failed = draft.media.find((m) => m.status === 'failed');
      return [{
        draftId: draft.draftId, text: draft.fields.text, communityId: draft.fields.communityId, media: draft.media, state,
        msg: entry?.errorMsg ?? (publishErrorOf(draft.fields) || failed?.error) ?? '', outboxId: draft.outboxId, updatedAt: draft.updatedAt,
      }];
    }))),
};
