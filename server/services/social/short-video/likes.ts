import { and, eq, sql } from 'drizzle-orm';
import { SHORT_VIDEO_MESSAGES as M } from '../../../../src/contract/social/short-video';
import type { Db } from '../../../db/open';
import { shortVideoCommentLikes, shortVideoComments, shortVideoLikes, shortVideos } from '../../../db/schema';
import { notFound } from '../../../http/app-error';

/**
 * The like row's primary key is the guard: the count moves only when this call inserted or deleted the row, in the
 * same transaction, so concurrent taps of one user or many users leave the count equal to the rows.
 */
export async function setVideoLike(tx: Db, userId: string, videoId: string, like: boolean, now: number) {
  const [video] = await tx.select({ id: shortVideos.id }).from(shortVideos).where(and(eq(shortVideos.id, videoId), eq(shortVideos.deleted, false)));
  if (!video) throw notFound(M.notFound);
  const changed = like
    ? await tx.insert(shortVideoLikes).values({ videoId, userId, createdAt: now }).onConflictDoNothing().returning({ videoId: shortVideoLikes.videoId })
    : await tx.delete(shortVideoLikes).where(and(eq(shortVideoLikes.videoId, videoId), eq(shortVideoLikes.userId, userId))).returning({ videoId: shortVideoLikes.videoId });
  const step = changed.length ? (like ? 1 : -1) : 0;
  const [row] = await tx.update(shortVideos).set({ likeCount: sql`${shortVideos.likeCount} + ${step}` })
    .where(eq(shortVideos.id, videoId)).returning({ likes: shortVideos.likeCount });
  return { videoId, liked: like, likes: row?.likes ?? 0 };
}

export async function setCommentLike(tx: Db, userId: string, commentId: string, like: boolean, now: number) {
  const [comment] = await tx.select({ id: shortVideoComments.id }).from(shortVideoComments)
    .innerJoin(shortVideos, eq(shortVideos.id, shortVideoComments.videoId))
    .where(and(eq(shortVideoComments.id, commentId), eq(shortVideos.deleted, false)));
  if (!comment) throw notFound(M.commentMissing);
  const changed = like
    ? await tx.insert(shortVideoCommentLikes).values({ commentId, userId, createdAt: now }).onConflictDoNothing().returning({ id: shortVideoCommentLikes.commentId })
    : await tx.delete(shortVideoCommentLikes).where(and(eq(shortVideoCommentLikes.commentId, commentId), eq(shortVideoCommentLikes.userId, userId)))
      .returning({ id: shortVideoCommentLikes.commentId });
  const step = changed.length ? (like ? 1 : -1) : 0;
  const [row] = await tx.update(shortVideoComments).set({ likeCount: sql`${shortVideoComments.likeCount} + ${step}` })
    .where(eq(shortVideoComments.id, commentId)).returning({ likes: shortVideoComments.likeCount });
  return { commentId, liked: like, likes: row?.likes ?? 0 };
}
