import type { DraftDynamicFields, FormDraftDoc } from '../db/collections/drafts';
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
