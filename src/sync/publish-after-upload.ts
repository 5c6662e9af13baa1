import type { StarqDatabase } from '../db/database';
import { draftKey, type DraftDoc, type DraftForm } from '../db/collections/drafts';

/**
 * 发布 tapped while a draft's pictures or video still upload (offline, say) is accepted: the draft remembers it
 * (`publishRequested`) and the engine publishes it once they are all on the host, through the same publish and outbox
 * as a tap would (one way for every form listed here: dynamics and short videos, issue 18; goods, issue 33).
 */
export const PUBLISH_AFTER_UPLOAD_FORMS: readonly DraftForm[] = ['goods', 'dynamic', 'shortVideo'];

export const UPLOAD_FAILED_MSG = '有图片或视频上传失败，请删除后重新选择';

/** The fields of a draft that waits to be published, read the same way for every form. */
interface PublishMarks { publishRequested?: unknown; publishError?: unknown }

export function publishRequested(fields: object): boolean {
  return (fields as PublishMarks).publishRequested === true;
}

/** Why the publish the engine tried for the owner could not be queued ('' when none). */
export function publishErrorOf(fields: object): string {
  const error = (fields as PublishMarks).publishError;
  return typeof error === 'string' ? error : '';
}

/** Waiting for its uploads: the engine publishes it later (a refused file stops it until the owner replaces it). */
export function waitsForUploads(draft: Pick<DraftDoc, 'form' | 'media'>): boolean {
  return PUBLISH_AFTER_UPLOAD_FORMS.includes(draft.form) && draft.media.some((m) => m.status === 'waiting');
}

/**
 * The drafts whose publish was asked for and whose media are now all on the host. Called after every upload pass; a
 * draft whose publish is already queued (or was refused) has an outbox id and is left alone, so it is queued once.
 */
export async function draftsReadyToPublish(db: StarqDatabase, userId: string): Promise<string[]> {
  const docs = await db.drafts.find({ selector: { userId, form: { $in: [...PUBLISH_AFTER_UPLOAD_FORMS] } } }).exec();
  return docs.map((d) => d.toJSON() as DraftDoc)
    .filter((d) => publishRequested(d.fields) && !d.outboxId && d.media.every((m) => m.status === 'done'))
    .map((d) => d.draftId);
}

/**
 * The engine's publish could not be queued (the draft's own check, with the owner away): it is said on the draft and
 * not tried again until the owner taps 发布 once more.
 */
export async function markPublishFailed(db: StarqDatabase, userId: string, draftId: string, msg: string, now: number): Promise<void> {
  const doc = await db.drafts.findOne(draftKey(userId, draftId)).exec();
  await doc?.incrementalModify((d) => ({ ...d, fields: { ...d.fields, publishRequested: false, publishError: msg }, updatedAt: now }));
}
