/**
 * The media service's rules, shared by the host (server/media) and the client's upload queue: which kinds of file
 * a user may upload, what each accepts (by the type read from the bytes) and how large, the per-user quota, and the
 * URLs of what the host makes from an upload. Pure: no I/O.
 */

const MB = 1024 * 1024;

export const IMAGE_MIMES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const VIDEO_MIMES = ['video/mp4', 'video/quicktime', 'video/webm'] as const;

export interface MediaKindRule {
  media: 'image' | 'video';
  /** Types accepted, as read from the bytes (never the file name or the declared type). */
  mimes: readonly string[];
  maxBytes: number;
  label: string;
}

export const MEDIA_KINDS = {
  'goods-image': { media: 'image', mimes: IMAGE_MIMES, maxBytes: 10 * MB, label: '商品图片' },
  'goods-video': { media: 'video', mimes: VIDEO_MIMES, maxBytes: 200 * MB, label: '商品视频' },
  'comment-image': { media: 'image', mimes: IMAGE_MIMES, maxBytes: 5 * MB, label: '评价图片' },
  'after-sales-image': { media: 'image', mimes: IMAGE_MIMES, maxBytes: 5 * MB, label: '售后图片' },
  'feedback-image': { media: 'image', mimes: IMAGE_MIMES, maxBytes: 5 * MB, label: '反馈图片' },
  'shop-apply-image': { media: 'image', mimes: IMAGE_MIMES, maxBytes: 5 * MB, label: '店铺资料图片' },
  'culture-image': { media: 'image', mimes: IMAGE_MIMES, maxBytes: 5 * MB, label: '文化图片' },
  avatar: { media: 'image', mimes: IMAGE_MIMES, maxBytes: 5 * MB, label: '头像' },
  'chat-image': { media: 'image', mimes: IMAGE_MIMES, maxBytes: 10 * MB, label: '聊天图片' },
  'chat-video': { media: 'video', mimes: VIDEO_MIMES, maxBytes: 50 * MB, label: '聊天视频' },
  'dynamic-image': { media: 'image', mimes: IMAGE_MIMES, maxBytes: 10 * MB, label: '动态图片' },
  'payee-image': { media: 'image', mimes: IMAGE_MIMES, maxBytes: 5 * MB, label: '收款码' },
  'short-video': { media: 'video', mimes: VIDEO_MIMES, maxBytes: 200 * MB, label: '短视频' },
} as const satisfies Record<string, MediaKindRule>;

export type MediaKind = keyof typeof MEDIA_KINDS;
export const MEDIA_KIND_NAMES = Object.keys(MEDIA_KINDS) as MediaKind[];

/** What one user may keep in the media store, uploads in progress included. */
export const MEDIA_QUOTA_BYTES = 2 * 1024 * MB;
/** The largest file any kind accepts. */
export const MEDIA_MAX_BYTES = Math.max(...Object.values(MEDIA_KINDS).map((k) => k.maxBytes));
/** An upload not finished within this time is dropped (and stops counting against the quota). */
export const MEDIA_UPLOAD_EXPIRY_MS = 24 * 3_600_000;

/** Resized WebP copies of an image, by name and width in pixels (never wider than the original). */
export const IMAGE_VARIANT_WIDTHS = { list: 360, detail: 750, zoom: 1500 } as const;
export type ImageVariant = keyof typeof IMAGE_VARIANT_WIDTHS;

/**
 * The files a media record may have, by the name its URL ends with. `cover.webp`: a short video's cover, the frame its
 * author chose (decision 016), made when it is published.
 */
export const MEDIA_VARIANTS = ['list.webp', 'detail.webp', 'zoom.webp', 'poster.webp', 'video.mp4', 'original', 'cover.webp'] as const;
export type MediaVariant = (typeof MEDIA_VARIANTS)[number];

export const MEDIA_STATUSES = ['UPLOADING', 'PROCESSING', 'READY', 'FAILED'] as const;
export type MediaStatus = (typeof MEDIA_STATUSES)[number];

/** Ids are 32 lower-case hex digits (128 random bits): nothing else reaches the store. */
export const MEDIA_ID_PATTERN = /^[0-9a-f]{32}$/;
/** The image URLs a comment, an after-sales request or a goods record may carry. */
export const MEDIA_IMAGE_URL_PATTERN = /^\/media\/m\/([0-9a-f]{32})\/(list|detail|zoom)\.webp$/;

export const MEDIA_URL_PREFIX = '/media/m/';
/** The resumable upload endpoint (tus 1.0). */
export const MEDIA_TUS_PATH = '/api/media/tus';

export function mediaUrl(id: string, variant: MediaVariant): string {
  return `${MEDIA_URL_PREFIX}${id}/${variant}`;
}

/** The media id in one of this service's image URLs, or null. */
export function mediaIdOfUrl(url: string): string | null {
  return MEDIA_IMAGE_URL_PATTERN.exec(url)?.[1] ?? null;
}

export function isMediaKind(value: unknown): value is MediaKind {
  return typeof value === 'string' && Object.hasOwn(MEDIA_KINDS, value);
}

export const MEDIA_MESSAGES = {
  kindUnknown: '不支持的上传类型',
  lengthRequired: '请告知文件大小后再上传',
  empty: '文件是空的',
  quotaExceeded: '存储空间已满，请删除不用的图片或视频后再上传',
  notFound: '文件不存在',
  notYours: '无权访问该上传',
  imageUnreadable: '图片已损坏，无法识别',
  videoUnreadable: '视频无法播放，请换一个视频',
  filenameInvalid: '文件名不正确',
} as const;

function formatMb(bytes: number): string {
  return `${Math.round(bytes / MB)}MB`;
}

function typeNames(kind: MediaKind): string {
  return MEDIA_KINDS[kind].mimes.map((m) => m.split('/')[1]!.replace('quicktime', 'mov').toUpperCase()).join('、');
}

export function mediaTooLargeMessage(kind: MediaKind): string {
  return `${MEDIA_KINDS[kind].label}不能超过${formatMb(MEDIA_KINDS[kind].maxBytes)}`;
}

export function mediaTypeMessage(kind: MediaKind): string {
  return `${MEDIA_KINDS[kind].label}格式不正确，仅支持 ${typeNames(kind)}`;
}

/** Why a file of this size may not start uploading as this kind (the client checks before sending), or null. */
export function refuseUploadSize(kind: MediaKind, bytes: number): string | null {
  if (!Number.isSafeInteger(bytes) || bytes < 0) return MEDIA_MESSAGES.lengthRequired;
  if (bytes === 0) return MEDIA_MESSAGES.empty;
  if (bytes > MEDIA_KINDS[kind].maxBytes) return mediaTooLargeMessage(kind);
  return null;
}

/** Why bytes of this type may not be kept as this kind, or null. */
export function refuseMediaType(kind: MediaKind, mime: string | undefined): string | null {
  const accepted: readonly string[] = MEDIA_KINDS[kind].mimes;
  return mime && accepted.includes(mime) ? null : mediaTypeMessage(kind);
}
