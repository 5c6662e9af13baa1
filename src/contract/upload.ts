// member host: comment and after-sales image upload (spec §7 Uploads: comment image); analytics (spec §7 Analytics).
// Paths are ours (docs/decisions/006).
import { z } from 'zod';
import { MEDIA_IMAGE_URL_PATTERN } from '../domain/media-kinds';
import { CHECKOUT_MESSAGES as M } from '../domain/messages';
import { defineCall } from './define-call';

/** 512 KB of image is at most this much base64 text. */
export const MAX_IMAGE_BYTES = 512 * 1024;
const MAX_BASE64 = Math.ceil(MAX_IMAGE_BYTES / 3) * 4;

const LEGACY_UPLOAD_URL = /^\/media\/upload\/[A-Za-z0-9]{16,40}$/;
const IMAGE_URL = new RegExp(`${LEGACY_UPLOAD_URL.source}|${MEDIA_IMAGE_URL_PATTERN.source}`);

/**
 * Only images this host stored: an uploadImage URL, or an image variant of the media service
 * (`/media/m/<id>/detail.webp`); the host checks that each is the caller's own. A path trick or a foreign URL is refused.
 */
export const imageUrlsField = z.array(
  z.string({ error: M.imageInvalid }).regex(IMAGE_URL, M.imageInvalid),
  { error: M.imageInvalid },
).max(9, M.imageTooMany).default([]);

export const uploadImage = defineCall({
  name: 'member.uploadImage', host: 'member', method: 'POST', path: '/api/document/uploadcommentimg', encoding: 'json', role: 'user', mutating: true,
  request: z.object({
    dataBase64: z.string({ error: M.imageInvalid }).min(8, M.imageInvalid).max(MAX_BASE64, M.imageTooLarge).regex(/^[A-Za-z0-9+/]+={0,2}$/, M.imageInvalid),
  }),
  response: z.object({ url: z.string() }),
});

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
