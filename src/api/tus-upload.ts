import type { DetailedError, HttpResponse } from 'tus-js-client';
import type { MediaRecord } from '../contract/media';
import { HEADERS } from '../contract/headers';
import { MEDIA_TUS_PATH, refuseUploadSize, type MediaKind } from '../domain/media-kinds';
import { hostBaseUrl } from './host-urls';

/** The media service refused a file (its type, size or quota), with its Chinese reason. */
export class UploadRefused extends Error {}

/** The finished media record in the answer that completes a tus upload (decision 010); null for any other answer. */
export function recordOfTusAnswer(res: HttpResponse): MediaRecord | null {
  const body = res.getBody() as unknown;
  if (typeof body !== 'string' || !body.startsWith('{')) return null;
  try {
    const parsed = JSON.parse(body) as { code?: number; data?: MediaRecord };
    return parsed.code === 0 && parsed.data?.id ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The media service's Chinese reason in a failed tus answer, else the fallback. */
export function messageOfTusError(error: Error, fallback: string): string {
  const body = (error as DetailedError).originalResponse?.getBody();
  try {
    return (JSON.parse(String(body)) as { msg?: string }).msg ?? fallback;
  } catch {
    return fallback;
  }
}

/**
 * One file of the user's own from the page (an avatar, a payee image, a chat picture or video), with tus: it needs the
 * network (the sync worker's upload queue serves drafts), and tus-js-client loads only when a file is sent.
 */
export async function uploadFromPage(kind: MediaKind, file: File, userToken: string, fallbackMsg: string): Promise<MediaRecord> {
  const refused = refuseUploadSize(kind, file.size);
  if (refused) throw new UploadRefused(refused);
  const { Upload } = await import('tus-js-client');
  return new Promise((resolve, reject) => {
    let record: MediaRecord | null = null;
    const upload = new Upload(file, {
      endpoint: `${hostBaseUrl('member', location.origin)}${MEDIA_TUS_PATH}`,
      headers: { [HEADERS.userToken]: userToken },
      metadata: { kind, filename: file.name || kind },
      chunkSize: 2 * 1024 * 1024,
      retryDelays: [0, 1000, 3000],
      storeFingerprintForResuming: false,
      onAfterResponse: (_req, res) => { record = recordOfTusAnswer(res) ?? record; },
      onSuccess: () => (record ? resolve(record) : reject(new UploadRefused(fallbackMsg))),
      onError: (error) => reject(new UploadRefused(messageOfTusError(error, fallbackMsg))),
    });
    upload.start();
  });
}
