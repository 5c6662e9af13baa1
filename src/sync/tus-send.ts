import { Upload, type DetailedError, type HttpResponse } from 'tus-js-client';
import type { ApiClient } from '../api/client';
import { HEADERS } from '../contract/headers';
import { mediaInfo, type MediaRecord } from '../contract/platform/media';
import type { MediaKind } from '../domain/media-kinds';
import type { UrlStorage } from './tus-url-storage';

/** The finished media record in the answer that completes a tus upload (decision 010); null for any other answer. */
function recordOfTusAnswer(res: HttpResponse): MediaRecord | null {
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
function messageOfTusError(error: Error, fallback: string): string {
  const body = (error as DetailedError).originalResponse?.getBody();
  try {
    return (JSON.parse(String(body)) as { msg?: string }).msg ?? fallback;
  } catch {
    return fallback;
  }
}

/** The network or the host failed (or the login was lost): the file may be sent again later. */
export class TusTransient extends Error {}

/**
 * What sending one file ended with: the finished record, or only its id (the last answer was lost: the caller reads
 * `media.mediaInfo`), or the host's refusal (type, size, quota) with its Chinese reason.
 */
export type TusAnswer = { record: MediaRecord } | { mediaId: string } | { refused: string };

export interface TusSend {
  endpoint: string;
  userToken: string;
  kind: MediaKind;
  blob: Blob;
  name: string;
  chunkSize: number;
  /** Resume across reloads: the record of where the upload is kept in IndexedDB under this fingerprint. */
  resume?: { urlStorage: UrlStorage; fingerprint: string };
  onProgress?(percent: number): void;
}

/**
 * Sends one file to the media service with tus (the one tus client of the product, run in the sync worker). Rejects
 * with TusTransient when it may be tried again, with the host's reason in its message when it gave one.
 */
export function sendWithTus(options: TusSend): Promise<TusAnswer> {
  const { resume } = options;
  return new Promise((resolve, reject) => {
    let record: MediaRecord | null = null;
    const upload = new Upload(options.blob, {
      endpoint: options.endpoint,
      headers: { [HEADERS.userToken]: options.userToken },
      metadata: { kind: options.kind, filename: options.name || options.kind },
      chunkSize: options.chunkSize,
      retryDelays: [0, 1000, 3000],
      ...(resume
        ? { urlStorage: resume.urlStorage, fingerprint: () => Promise.resolve(resume.fingerprint), storeFingerprintForResuming: true, removeFingerprintOnSuccess: true }
        : { storeFingerprintForResuming: false }),
      onProgress: (sent, total) => options.onProgress?.(total ? Math.floor((sent / total) * 100) : 0),
      onAfterResponse: (_req, res) => { record = recordOfTusAnswer(res) ?? record; },
      onSuccess: () => resolve(record ? { record } : { mediaId: (upload.url ?? '').split('/').pop() ?? '' }),
      onError: (error) => {
        const status = (error as DetailedError).originalResponse?.getStatus() ?? 0;
        if (status >= 400 && status < 500 && status !== 401 && status !== 409 && status !== 423) {
          resolve({ refused: messageOfTusError(error, '上传失败') });
        } else reject(new TusTransient(messageOfTusError(error, '')));
      },
    });
    if (!resume) return upload.start();
    void upload.findPreviousUploads().then((previous) => {
      if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
      upload.start();
    }, reject);
  });
}

/** The record a sent file became: from its last answer, or read back by its id when that answer was lost. */
export async function recordOf(api: ApiClient, answer: Exclude<TusAnswer, { refused: string }>): Promise<MediaRecord> {
  return 'record' in answer ? answer.record : api.call(mediaInfo, { id: answer.mediaId });
}
