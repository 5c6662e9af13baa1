import { and, eq, inArray } from 'drizzle-orm';
import { MEDIA_URL_PREFIX } from '../../../src/domain/media-kinds';
import { CHECKOUT_MESSAGES as M } from '../../../src/domain/messages';
import type { Db } from '../../db/open';
import { uploads } from '../../db/schema';
import { badInput } from '../../http/app-error';
import { ownsMediaImages } from '../../media/media-repository';

const PREFIX = '/media/upload/';

/** The type is read from the bytes, never from a name the client sends (RELIABILITY 28). */
export function sniffImage(bytes: Buffer): string | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 6 && ['GIF87a', 'GIF89a'].includes(bytes.subarray(0, 6).toString('latin1'))) return 'image/gif';
  if (bytes.length >= 12 && bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  return null;
}

export function uploadUrl(id: string): string {
  return `${PREFIX}${id}`;
}

/** Pictures attached to a comment or a request must be this user's own uploads (uploadImage's, or the media service's). */
export async function assertOwnUploads(db: Db, userId: string, urls: string[]): Promise<void> {
  const [fromMedia, legacy] = [urls.filter((u) => u.startsWith(MEDIA_URL_PREFIX)), urls.filter((u) => !u.startsWith(MEDIA_URL_PREFIX))];
  if (!(await ownsMediaImages(db, userId, fromMedia))) throw badInput(M.imageInvalid);
  if (legacy.length === 0) return;
  const ids = legacy.map((u) => u.slice(PREFIX.length));
  const rows = await db.select({ id: uploads.id }).from(uploads).where(and(inArray(uploads.id, ids), eq(uploads.userId, userId)));
  if (new Set(rows.map((r) => r.id)).size !== new Set(ids).size) throw badInput(M.imageInvalid);
}

export async function readUpload(db: Db, id: string) {
  const [row] = await db.select({ mime: uploads.mime, dataBase64: uploads.dataBase64 }).from(uploads).where(eq(uploads.id, id));
  return row;
}
