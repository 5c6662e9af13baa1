// member host: the media service's record of an upload (spec §7 Uploads; ARCHITECTURE "Media service"). The upload
// itself is the tus endpoint MEDIA_TUS_PATH (server/media/README.md), not a contract call. Paths are ours.
import { z } from 'zod';
import { MEDIA_ID_PATTERN, MEDIA_KIND_NAMES, MEDIA_STATUSES } from '../../domain/media-kinds';
import { defineCall } from '../define-call';

const url = z.string().optional();

/** What the tus upload's last answer carries as `data`, and what mediaInfo answers. */
export const MediaRecordSchema = z.object({
  id: z.string(),
  kind: z.enum(MEDIA_KIND_NAMES as [string, ...string[]]),
  /** The type read from the bytes. */
  mime: z.string(),
  bytes: z.number().int(),
  status: z.enum(MEDIA_STATUSES),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  durationMs: z.number().int().nullable(),
  /** The variants made so far (a video's `video` appears when its status is READY); `original` answers its owner only. */
  urls: z.object({ list: url, detail: url, zoom: url, poster: url, video: url, original: url }),
  createdAt: z.number().int(),
});
export type MediaRecord = z.infer<typeof MediaRecordSchema>;

export const mediaIdField = z.string({ error: '请填写文件编号' }).regex(MEDIA_ID_PATTERN, '文件编号不正确');

/** The caller's own upload only: another user's id is answered as not found. */
export const mediaInfo = defineCall({
  name: 'media.mediaInfo', host: 'member', method: 'GET', path: '/api/media/info', encoding: 'query', role: 'user', mutating: false,
  request: z.object({ id: mediaIdField }),
  response: MediaRecordSchema,
});
