import type { ApiClient } from '../api/client';
import type { MediaRecord } from '../contract/platform/media';
import { refuseUploadSize, type MediaKind } from '../domain/media-kinds';
import type { EngineSession } from './replayer';
import { recordOf, sendWithTus, TusTransient } from './tus-send';

/** A file sent while its screen waits: the record, or why not (an empty `msg`: the network failed, the screen says so). */
export type MediaUploadResult = { ok: true; record: MediaRecord } | { ok: false; msg: string };

export interface MediaUploadNowDeps {
  api: ApiClient;
  /** `${memberHost}/api/media/tus`; none where the engine keeps no media (tests in Node). */
  endpoint: string | undefined;
  getSession(): EngineSession | null;
}

const CHUNK_BYTES = 2 * 1024 * 1024;

/**
 * One file a screen needs at once (an avatar, a chat picture, a comment or feedback picture, a live cover), sent by
 * the same tus sender as the drafts' queue, now, outside the queue's lock: a chat picture must not wait behind another
 * tab's goods video. It resumes within the attempt (tus retries from the host's offset); a screen that must survive
 * a reload keeps its files in a draft instead (drafts.ts).
 */
export async function uploadMediaNow(deps: MediaUploadNowDeps, kind: MediaKind, blob: Blob, name: string): Promise<MediaUploadResult> {
  const session = deps.getSession();
  if (!session) return { ok: false, msg: '当前用户未登录' };
  if (!deps.endpoint) return { ok: false, msg: '' };
  const refused = refuseUploadSize(kind, blob.size);
  if (refused) return { ok: false, msg: refused };
  try {
    const answer = await sendWithTus({ endpoint: deps.endpoint, userToken: session.userToken, kind, blob, name, chunkSize: CHUNK_BYTES });
    if ('refused' in answer) return { ok: false, msg: answer.refused };
    return { ok: true, record: await recordOf(deps.api, answer) };
  } catch (error) {
    return { ok: false, msg: error instanceof TusTransient ? error.message : '' };
  }
}
