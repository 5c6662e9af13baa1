import { useCallback } from 'react';
import type { MediaRecord } from '../../contract/platform/media';
import type { MediaKind } from '../../domain/media-kinds';
import type { SyncHandle } from '../../workers/sync-handle';
import { TEXTS } from '../texts';

/** Why a file was not uploaded, in Chinese: offline, refused by the media service (type, size, quota), or failed. */
export class UploadRefused extends Error {}

export interface UploadTexts {
  offline: string;
  failed: string;
}

/**
 * Sends a picture or video a screen needs at once to the media service, through the sync worker (decision 010: one
 * upload path; the page runs no tus client of its own), while the screen waits and says 上传中…. Resolves with the
 * media record; rejects with UploadRefused and the screen's own Chinese text, or the host's reason.
 */
export async function uploadMedia(sync: SyncHandle, kind: MediaKind, file: File, texts: UploadTexts = TEXTS.upload): Promise<MediaRecord> {
  if (!navigator.onLine) throw new UploadRefused(texts.offline);
  const result = await sync.uploadMedia(kind, file, file.name).catch(() => ({ ok: false as const, msg: '' }));
  if (!result.ok) throw new UploadRefused(result.msg || texts.failed);
  return result.record;
}

/** `uploadMedia` bound to the screen's worker handle. */
export function useMediaUpload(sync: SyncHandle): (kind: MediaKind, file: File, texts?: UploadTexts) => Promise<MediaRecord> {
  return useCallback((kind, file, texts) => uploadMedia(sync, kind, file, texts), [sync]);
}
