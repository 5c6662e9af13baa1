import { and, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { MediaRecord } from '../../src/contract/platform/media';
import {
  MEDIA_KINDS, MEDIA_QUOTA_BYTES, MEDIA_UPLOAD_EXPIRY_MS, mediaIdOfUrl, mediaUrl, type MediaKind, type MediaStatus, type MediaVariant,
} from '../../src/domain/media-kinds';
import type { Db } from '../db/open';
import { media, users, type StoredVariant } from '../db/schema';

export type MediaRow = typeof media.$inferSelect;

/**
 * Records an upload at its creation, within the user's quota: the user's row is locked so two creations of one
 * user are counted one after the other. Uploads in progress count with their declared length until they expire.
 */
export async function createUploadRow(
  db: Db, upload: { id: string; userId: string; kind: MediaKind; bytes: number }, now: number,
): Promise<'created' | 'quota'> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, upload.userId)).for('update');
    const [used] = await tx.select({ bytes: sql<string>`coalesce(sum(${media.bytes}), 0)` }).from(media).where(and(
      eq(media.userId, upload.userId),
      or(inArray(media.status, ['PROCESSING', 'READY']), and(eq(media.status, 'UPLOADING'), gt(media.createdAt, now - MEDIA_UPLOAD_EXPIRY_MS))),
    ));
    if (Number(used?.bytes ?? 0) + upload.bytes > MEDIA_QUOTA_BYTES) return 'quota';
    await tx.insert(media).values({ ...upload, status: 'UPLOADING', createdAt: now, updatedAt: now });
    return 'created';
  });
}

export async function findMedia(db: Db, id: string): Promise<MediaRow | undefined> {
  const [row] = await db.select().from(media).where(eq(media.id, id));
  return row;
}

/** A record made whole elsewhere (an old picture moved into the store): inserted once, whoever moves it first. */
export async function insertReadyMedia(
  db: Db, row: { id: string; userId: string; kind: MediaKind; mime: string; bytes: number; width: number; height: number; durationMs?: number | null; variants: Record<string, StoredVariant>; createdAt: number },
  now: number,
): Promise<void> {
  await db.insert(media).values({ ...row, status: 'READY', updatedAt: now }).onConflictDoNothing();
}

/** Moves a finished upload on, once: a second finish of the same upload gets nothing to do. */
export async function claimStatus(db: Db, id: string, from: MediaStatus, to: MediaStatus, now: number): Promise<MediaRow | undefined> {
  const [row] = await db.update(media).set({ status: to, updatedAt: now })
    .where(and(eq(media.id, id), eq(media.status, from))).returning();
  return row;
}

export async function saveProcessed(
  db: Db, id: string,
  fields: { status: MediaStatus; mime?: string; width?: number | null; height?: number | null; durationMs?: number | null; variants: Record<string, StoredVariant> },
  now: number,
): Promise<MediaRow | undefined> {
  const [row] = await db.update(media).set({ ...fields, updatedAt: now })
    .where(and(eq(media.id, id), eq(media.status, 'PROCESSING'))).returning();
  return row;
}

export async function markFailed(db: Db, id: string, now: number): Promise<void> {
  await db.update(media).set({ status: 'FAILED', variants: {}, updatedAt: now }).where(eq(media.id, id));
}

export async function deleteMediaRow(db: Db, id: string): Promise<void> {
  await db.delete(media).where(eq(media.id, id));
}

/** Rows left behind: uploads never finished, and processing a crashed process did not end. */
export async function staleMedia(db: Db, now: number, processingLeaseMs: number): Promise<{ expired: MediaRow[]; stuck: MediaRow[] }> {
  const expired = await db.select().from(media)
    .where(and(eq(media.status, 'UPLOADING'), lt(media.createdAt, now - MEDIA_UPLOAD_EXPIRY_MS))).limit(500);
  const stuck = await db.select().from(media)
    .where(and(eq(media.status, 'PROCESSING'), lt(media.updatedAt, now - processingLeaseMs))).limit(100);
  return { expired, stuck };
}

/** Takes over a stuck row for this process (another process may race for it: one wins). */
export async function renewLease(db: Db, row: MediaRow, now: number): Promise<boolean> {
  const taken = await db.update(media).set({ updatedAt: now })
    .where(and(eq(media.id, row.id), eq(media.status, 'PROCESSING'), eq(media.updatedAt, row.updatedAt))).returning({ id: media.id });
  return taken.length === 1;
}

const URL_KEYS: Record<string, keyof MediaRecord['urls']> = {
  'list.webp': 'list', 'detail.webp': 'detail', 'zoom.webp': 'zoom', 'poster.webp': 'poster', 'video.mp4': 'video', original: 'original',
};

export function mediaRecord(row: MediaRow): MediaRecord {
  const urls: MediaRecord['urls'] = {};
  for (const variant of Object.keys(row.variants)) {
    const key = URL_KEYS[variant];
    if (key) urls[key] = mediaUrl(row.id, variant as MediaVariant);
  }
  return {
    id: row.id, kind: row.kind, mime: row.mime, bytes: row.bytes, status: row.status as MediaStatus,
    width: row.width, height: row.height, durationMs: row.durationMs, urls, createdAt: row.createdAt,
  };
}

/** The media-service image URLs among `urls` name this user's own finished images (comments, after-sales). */
export async function ownsMediaImages(db: Db, userId: string, urls: string[]): Promise<boolean> {
  const ids = [...new Set(urls.map(mediaIdOfUrl))];
  if (ids.length === 0) return true;
  if (ids.some((id) => id === null)) return false;
  const imageKinds = Object.entries(MEDIA_KINDS).filter(([, rule]) => rule.media === 'image').map(([kind]) => kind);
  const rows = await db.select({ id: media.id }).from(media).where(and(
    inArray(media.id, ids as string[]), eq(media.userId, userId), eq(media.status, 'READY'), inArray(media.kind, imageKinds),
  ));
  return rows.length === ids.length;
}
