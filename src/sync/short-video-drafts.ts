import { combineLatest, map, type Observable } from 'rxjs';
import type { StarqDatabase } from '../db/database';
import { asFormDraft, type DraftDoc, type DraftShortVideoFields, type FormDraftDoc } from '../db/collections/drafts';
import { DB_QUERIES } from '../db/queries';
import { toDraftView, type DraftStateView } from './draft-views';

export const EMPTY_SHORT_VIDEO_FIELDS: DraftShortVideoFields = { title: '', goodsIds: [] };
export const SHORT_VIDEO_NO_FILE_MSG = '请选择要发布的视频';

/**
 * A short video publishes once its one video is on the host and made (the uploader marks it done only when READY);
 * the draft's id becomes the video's id, so a replayed publish finds the same video.
 */
export function shortVideoPublish(draft: FormDraftDoc<'shortVideo'>): { ok: true; args: Record<string, unknown> } | { ok: false; msg: string } {
  const video = draft.media.find((m) => m.slot === 'video');
  if (!video?.mediaId) return { ok: false, msg: SHORT_VIDEO_NO_FILE_MSG };
  const chosen = draft.fields.cover;
  const cover = chosen && chosen.key === video.key ? { coverMs: chosen.ms } : {};
  return { ok: true, args: { videoId: draft.draftId, mediaId: video.mediaId, title: draft.fields.title, goodsIds: draft.fields.goodsIds, ...cover } };
}

/** The user's short-video drafts with their state (上传中, 待发布, 发布失败), newest first: 我的作品 lists them above the videos. */
function shortVideoDrafts$(db: StarqDatabase, userId: string): Observable<ShortVideoDraftView[]> {
  return combineLatest([
    db.drafts.find({ selector: { userId }, sort: [{ updatedAt: 'desc' }] }).$,
    DB_QUERIES.outbox(db, { userId }),
  ]).pipe(map(([docs, entries]) => docs.map((d) => asFormDraft(d.toJSON() as DraftDoc, 'shortVideo'))
    .filter((d): d is FormDraftDoc<'shortVideo'> => d !== null).map((d) => toDraftView(d, entries, false))));
}

export type ShortVideoDraftView = FormDraftDoc<'shortVideo'> & DraftStateView;

export const SHORT_VIDEO_LIVE_QUERIES = {
  shortVideoDrafts: (db: StarqDatabase, p: { userId: string }) => shortVideoDrafts$(db, p.userId),
  shortVideoDraft: (db: StarqDatabase, p: { userId: string; draftId: string }): Observable<ShortVideoDraftView | null> =>
    shortVideoDrafts$(db, p.userId).pipe(map((list) => list.find((d) => d.draftId === p.draftId) ?? null)),
};
