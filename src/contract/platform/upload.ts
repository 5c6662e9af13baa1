// Pictures a comment, request or post carries (uploaded through the media service, decision 010); analytics (spec §7
// Analytics). Paths are ours (docs/decisions/006).
import { z } from 'zod';
import { MEDIA_IMAGE_URL_PATTERN } from '../../domain/media-kinds';
import { CHECKOUT_MESSAGES as M } from '../../domain/messages';
import { defineCall } from '../define-call';

const LEGACY_UPLOAD_URL = /^\/media\/upload\/[A-Za-z0-9]{16,40}$/;
const IMAGE_URL = new RegExp(`${LEGACY_UPLOAD_URL.source}|${MEDIA_IMAGE_URL_PATTERN.source}`);

/**
 * Only images this host stored: an image variant of the media service (`/media/m/<id>/detail.webp`), or the
 * `/media/upload/<id>` URL of a picture the retired base64 upload took, still kept in older records; the host checks
 * that each is the caller's own. A path trick or a foreign URL is refused.
 */
export const imageUrlField = (message: string) => z.string({ error: message }).regex(IMAGE_URL, message);

/** Up to 9 pictures, each as `imageUrlField`. */
export const imageUrlsField = z.array(
  imageUrlField(M.imageInvalid),
  { error: M.imageInvalid },
).max(9, M.imageTooMany).default([]);

/** spec §7: a GET with an encoded payload; platform type 100, event codes 100–700. */
export const ANALYTICS_PLATFORM = 100;
export const ANALYTICS_EVENTS = { pageView: 100, addToCart: 200, submitOrder: 300, pay: 400, confirmReceipt: 500, evaluate: 600, afterSales: 700 } as const;

export const reportEvent = defineCall({
  name: 'data.reportEvent', host: 'data', method: 'GET', path: '/api/analytics/analytics/report', encoding: 'query', role: 'visitor', mutating: false,
  request: z.object({
    data: z.string({ error: '上报数据格式不正确' }).min(4, '上报数据格式不正确').max(4000, '上报数据过长').regex(/^[A-Za-z0-9_-]+$/, '上报数据格式不正确'),
  }),
  response: z.null(),
});
