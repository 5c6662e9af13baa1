// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MediaRecord } from '../../contract/platform/media';
import type { MediaUploadResult } from '../../sync/media-upload-now';
import type { SyncHandle } from '../../workers/sync-handle';
import { uploadMedia, UploadRefused } from './use-media-upload';

const TEXTS = { offline: '上传图片需要联网', failed: '上传失败，请重试' };
const RECORD = { id: 'a'.repeat(32), kind: 'comment-image', urls: { detail: `/media/m/${'a'.repeat(32)}/detail.webp` } } as unknown as MediaRecord;
const file = new File([new Uint8Array([1, 2, 3])], '照片.png', { type: 'image/png' });

function handle(answer: () => Promise<MediaUploadResult>) {
  const sent: unknown[][] = [];
  const sync = { uploadMedia: (...args: unknown[]) => { sent.push(args); return answer(); } } as unknown as SyncHandle;
  return { sync, sent };
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(UploadRefused);
  return (error as Error).message;
}

afterEach(() => { vi.restoreAllMocks(); });

describe('uploadMedia: the one way a screen sends a file it needs at once (decision 010)', () => {
  it('hands the file to the sync worker with its kind and name, and answers the media record', async () => {
    const { sync, sent } = handle(async () => ({ ok: true, record: RECORD }));
    expect(await uploadMedia(sync, 'comment-image', file, TEXTS)).toBe(RECORD);
    expect(sent).toEqual([['comment-image', file, '照片.png']]);
  });

  it('says the screen\'s offline text without trying, offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { sync, sent } = handle(async () => ({ ok: true, record: RECORD }));
    expect(await refusal(uploadMedia(sync, 'avatar', file, TEXTS))).toBe(TEXTS.offline);
    expect(sent).toEqual([]);
  });

  it('shows the host\'s reason for a refusal, and the screen\'s failure text when the network or the worker failed', async () => {
    expect(await refusal(uploadMedia(handle(async () => ({ ok: false, msg: '评价图片格式不正确，仅支持 JPEG、PNG、WEBP、GIF' })).sync, 'comment-image', file, TEXTS)))
      .toBe('评价图片格式不正确，仅支持 JPEG、PNG、WEBP、GIF');
    expect(await refusal(uploadMedia(handle(async () => ({ ok: false, msg: '' })).sync, 'comment-image', file, TEXTS))).toBe(TEXTS.failed);
    expect(await refusal(uploadMedia(handle(() => Promise.reject(new Error('worker gone'))).sync, 'comment-image', file, TEXTS))).toBe(TEXTS.failed);
  });
});
