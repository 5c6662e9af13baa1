import { and, eq, inArray } from 'drizzle-orm';
import { SHORT_VIDEO_MESSAGES as M, type ShortVideo } from '../../../../src/contract/social/short-video';
import type { Db } from '../../../db/open';
import { goods, media, shortVideos } from '../../../db/schema';
import { badInput, forbidden, notFound } from '../../../http/app-error';
import { videoById } from './present';

interface VideoFields { videoId: string; title: string; goodsIds: string[] }

async function checkGoods(db: Db, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const rows = await db.select({ id: goods.id }).from(goods).where(and(inArray(goods.id, unique), eq(goods.onShelf, true)));
  if (rows.length !== unique.length) throw badInput(M.goodsMissing);
  return unique;
}

async function shown(db: Db, userId: string, id: string): Promise<ShortVideo> {
  const video = await videoById(db, userId, id);
  if (!video) throw notFound(M.notFound);
  return video;
}

/** The caller's own row, locked; another user's video answers as if it did not exist to them for changes. */
async function ownVideo(tx: Db, userId: string, videoId: string) {
  const [row] = await tx.select().from(shortVideos).where(and(eq(shortVideos.id, videoId), eq(shortVideos.deleted, false))).for('update');
  if (!row) throw notFound(M.notFound);
  if (row.userId !== userId) throw forbidden(M.notYours);
  return row;
}

/** Makes the cover at the chosen time; answers the time used, or null to keep the poster (server/media/cover.ts). */
export type CoverMaker = (tx: Db, mediaId: string, atMs: number) => Promise<number | null>;

/**
 * Published only from the caller's own `short-video` upload whose MP4 is made (decision 010: READY). A chosen cover
 * time has its frame made last, once everything else is checked.
 */
export async function addVideo(
  tx: Db, userId: string, input: VideoFields & { mediaId: string; coverMs?: number }, now: number, makeCover: CoverMaker,
): Promise<ShortVideo> {
  const [existing] = await tx.select({ userId: shortVideos.userId, mediaId: shortVideos.mediaId }).from(shortVideos).where(eq(shortVideos.id, input.videoId));
  if (existing) {
    if (existing.userId !== userId || existing.mediaId !== input.mediaId) throw forbidden(M.notYours);
    return shown(tx, userId, input.videoId);
  }
  const [file] = await tx.select().from(media).where(eq(media.id, input.mediaId));
  if (!file || file.userId !== userId || file.kind !== 'short-video') throw badInput(M.mediaNotYours);
  if (file.status === 'FAILED') throw badInput(M.mediaFailed);
  if (file.status !== 'READY') throw badInput(M.mediaNotReady);
  const [used] = await tx.select({ id: shortVideos.id }).from(shortVideos).where(eq(shortVideos.mediaId, input.mediaId));
  if (used) throw badInput(M.mediaNotYours);
  const goodsIds = await checkGoods(tx, input.goodsIds);
  const coverMs = input.coverMs === undefined ? null : await makeCover(tx, input.mediaId, input.coverMs);
  await tx.insert(shortVideos).values({ id: input.videoId, userId, mediaId: input.mediaId, title: input.title, goodsIds, coverMs, createdAt: now, updatedAt: now });
  return shown(tx, userId, input.videoId);
}

export async function updateVideo(tx: Db, userId: string, input: VideoFields, now: number): Promise<ShortVideo> {
  await ownVideo(tx, userId, input.videoId);
  const goodsIds = await checkGoods(tx, input.goodsIds);
  await tx.update(shortVideos).set({ title: input.title, goodsIds, updatedAt: now }).where(eq(shortVideos.id, input.videoId));
  return shown(tx, userId, input.videoId);
}

export async function deleteVideo(tx: Db, userId: string, videoId: string, now: number): Promise<{ videoId: string; deleted: boolean }> {
  await ownVideo(tx, userId, videoId);
  await tx.update(shortVideos).set({ deleted: true, updatedAt: now }).where(eq(shortVideos.id, videoId));
  return { videoId, deleted: true };
}
