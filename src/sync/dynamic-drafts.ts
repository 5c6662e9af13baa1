import type { StarqDatabase } from '../db/database';
import { asFormDraft, type DraftDoc, type DraftDynamicFields, type FormDraftDoc } from '../db/collections/drafts';
import { DYNAMIC_DEFAULT_COMMUNITY } from '../domain/dynamic-rules';

export const EMPTY_DYNAMIC_FIELDS: DraftDynamicFields = { text: '', communityId: DYNAMIC_DEFAULT_COMMUNITY, publishRequested: false };

/** A dynamic publishes under the draft's id (the host creates it once), with its pictures' variant URLs in order. */
export function dynamicPublish(draft: FormDraftDoc<'dynamic'>): { ok: true; args: Record<string, unknown> } {
  return {
    ok: true,
    args: {
      dynamicId: draft.draftId, communityId: draft.fields.communityId || DYNAMIC_DEFAULT_COMMUNITY, text: draft.fields.text,
      imgs: draft.media.filter((m) => m.slot === 'img').map((m) => m.url),
    },
  };
}

/**
 * 发布 tapped while pictures (or a short video) still upload (offline, say): the draft remembers it and this publishes it
 * once they are all on the host. Called after every upload pass; a draft whose publish is already queued is left alone
 * (publish checks). One way for both forms (issue 18).
 */
export async function draftsReadyToPublish(db: StarqDatabase, userId: string): Promise<string[]> {
  const docs = await db.drafts.find({ selector: { userId, form: { $in: ['dynamic', 'shortVideo'] } } }).exec();
  return docs.map((d) => asFormDraft(d.toJSON() as DraftDoc, 'dynamic') ?? asFormDraft(d.toJSON() as DraftDoc, 'shortVideo'))
    .filter((d): d is FormDraftDoc<'dynamic'> | FormDraftDoc<'shortVideo'> => d !== null && d.fields.publishRequested === true && !d.outboxId
      && d.media.every((m) => m.status === 'done'))
    .map((d) => d.draftId);
}
