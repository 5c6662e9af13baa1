import { createHash } from 'node:crypto';
import { mediaUrl } from '../../src/domain/media-kinds';

/** What the retired base64 upload (`member.uploadImage`) answered: `/media/upload/<id>`, still kept in stored records. */
export const LEGACY_UPLOAD_PREFIX = '/media/upload/';
export const LEGACY_UPLOAD_ID = /^[A-Za-z0-9]{16,40}$/;

/**
 * The media id an old picture was moved to (legacy-uploads.ts): derived from its old id, so an old URL finds its
 * record without a table of its own, in every process.
 */
export function legacyMediaId(legacyId: string): string {
  return createHash('sha256').update(`starq-legacy-upload:${legacyId}`).digest('hex').slice(0, 32);
}

/** An old picture URL as the media service's URL it is now answered from; null when it is not one. */
export function mediaUrlOfLegacy(url: string): string | null {
  if (!url.startsWith(LEGACY_UPLOAD_PREFIX)) return null;
  const id = url.slice(LEGACY_UPLOAD_PREFIX.length);
  return LEGACY_UPLOAD_ID.test(id) ? mediaUrl(legacyMediaId(id), 'detail.webp') : null;
}
