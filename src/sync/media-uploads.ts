import type { ApiClient } from '../api/client';
import { mediaInfo, type MediaRecord } from '../contract/platform/media';
import type { StarqDatabase } from '../db/database';
import { draftKey, type DraftForm, type DraftMedia } from '../db/collections/drafts';
import type { MediaStore } from '../db/media-store';
import { mediaUrl, refuseUploadSize, type MediaKind } from '../domain/media-kinds';
import type { LockManagerLike } from './locks';
import type { EngineSession } from './replayer';
import { recordOf, sendWithTus } from './tus-send';
import { createTusUrlStorage } from './tus-url-storage';

export interface MediaUploaderDeps {
  db: StarqDatabase;
  media: MediaStore;
  api: ApiClient;
  locks: LockManagerLike;
  /** `${memberHost}/api/media/tus` */
  endpoint: string;
  getSession(): EngineSession | null;
  newId(): string;
  /** After a pass that left nothing waiting: drafts waiting on their uploads may publish now (issue 18 dynamics). */
  afterUploads?(): Promise<void>;
}

const RETRY_MS = 10_000;
const CHUNK_BYTES = 1024 * 1024;
const VIDEO_POLL_MS = 3_000;
const KIND: Record<DraftMedia['slot'], MediaKind> = { img: 'goods-image', video: 'goods-video', detail: 'goods-image' };

/** A dynamic's pictures are their own kind (issue 18; decision 010: limits per kind). */
const FORM_KIND: Partial<Record<DraftForm, Partial<Record<DraftMedia['slot'], MediaKind>>>> = { dynamic: { img: 'dynamic-image' } };

/** The media kind of a draft's file: a short video's own kind (its limits and label), else the goods kinds. */
function kindOf(form: DraftForm, slot: DraftMedia['slot']): MediaKind {
  return form === 'shortVideo' && slot === 'video' ? 'short-video' : FORM_KIND[form]?.[slot] ?? KIND[slot];
}

/** The URL a draft keeps: a picture's detail variant; a video's MP4 once the host has made it. */
function urlOf(record: MediaRecord, slot: DraftMedia['slot']): string {
  if (slot !== 'video') return record.urls.detail ?? mediaUrl(record.id, 'detail.webp');
  return record.status === 'READY' ? mediaUrl(record.id, 'video.mp4') : '';
}

/**
 * Sends the drafts' waiting pictures and videos with tus, one at a time, in one tab (a Web Lock). An interrupted
 * upload resumes from the host's offset, after a reload too (resume records in IndexedDB). A network failure waits
 * for the next kick (online, new media, sign-in) or RETRY_MS; a refusal marks the file failed with the host's reason.
 */
export function createMediaUploader(deps: MediaUploaderDeps) {
  const { db, media } = deps;
  const urlStorage = createTusUrlStorage(media, deps.newId);
  let running = false;
  let again = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function patch(userId: string, draftId: string, key: string, change: Partial<DraftMedia>): Promise<void> {
    const doc = await db.drafts.findOne(draftKey(userId, draftId)).exec();
    await doc?.incrementalModify((d) => ({ ...d, media: d.media.map((m) => (m.key === key ? { ...m, ...change } : m)) }));
  }

  async function uploadOne(session: EngineSession, draftId: string, form: DraftForm, entry: DraftMedia): Promise<void> {
    const { userId } = session;
    if (entry.mediaId) {
      const record = await deps.api.call(mediaInfo, { id: entry.mediaId });
      if (record.status === 'FAILED') return patch(userId, draftId, entry.key, { status: 'failed', error: '视频处理失败，请换一个视频' });
      const url = urlOf(record, entry.slot);
      if (url) await patch(userId, draftId, entry.key, { status: 'done', url, progress: 100 });
      else await new Promise((r) => setTimeout(r, VIDEO_POLL_MS));
      return;
    }
    const stored = await media.blobs.get(entry.key);
    if (!stored) return patch(userId, draftId, entry.key, { status: 'failed', error: '文件已丢失，请重新选择' });
    const kind = kindOf(form, entry.slot);
    const refused = refuseUploadSize(kind, stored.blob.size);
    if (refused) return patch(userId, draftId, entry.key, { status: 'failed', error: refused });
    let shown = entry.progress;
    const answer = await sendWithTus({
      endpoint: deps.endpoint, userToken: session.userToken, kind, blob: stored.blob, name: stored.name, chunkSize: CHUNK_BYTES,
      resume: { urlStorage, fingerprint: `starq-media:${entry.key}` },
      onProgress: (pct) => {
        if (pct - shown < 10 && pct < 100) return;
        shown = pct;
        void patch(userId, draftId, entry.key, { progress: pct });
      },
    });
    if ('refused' in answer) return patch(userId, draftId, entry.key, { status: 'failed', error: answer.refused });
    const record = await recordOf(deps.api, answer);
    const url = urlOf(record, entry.slot);
    await patch(userId, draftId, entry.key, url ? { status: 'done', url, progress: 100, mediaId: record.id } : { progress: 100, mediaId: record.id });
    if (url || entry.slot === 'video') await media.blobs.delete(entry.key);
  }

  async function pass(): Promise<boolean> {
    const session = deps.getSession();
    if (!session) return true;
    const drafts = await db.drafts.find({ selector: { userId: session.userId } }).exec();
    let waiting = false;
    for (const draft of drafts) {
      for (const entry of draft.toMutableJSON().media.filter((m) => m.status === 'waiting')) {
        waiting = true;
        await uploadOne(session, draft.draftId, draft.form, entry);
      }
    }
    return !waiting;
  }

  async function run(): Promise<void> {
    if (running) { again = true; return; }
    running = true;
    clearTimeout(timer);
    try {
      await deps.locks.request('starq-media-upload', async () => {
        do {
          again = false;
          if (!(await pass())) again = true;
          else await deps.afterUploads?.();
        } while (again);
      });
    } catch {
      timer = setTimeout(() => void run(), RETRY_MS);
    } finally {
      running = false;
    }
  }

  return {
    kick: () => void run(),
    stop: () => clearTimeout(timer),
  };
}
