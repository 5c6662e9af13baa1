import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { SHORT_VIDEO_MESSAGES as M, type ShortVideoComment } from '../../../../src/contract/social/short-video';
import type { Db } from '../../../db/open';
import { shortVideoCommentLikes, shortVideoComments, shortVideos, users } from '../../../db/schema';
import { notFound } from '../../../http/app-error';
import type { Page } from './present';

const commentColumns = (viewerId: string) => ({
  id: shortVideoComments.id, videoId: shortVideoComments.videoId, userId: shortVideoComments.userId, content: shortVideoComments.content,
  likes: shortVideoComments.likeCount, clientId: shortVideoComments.clientId, createdAt: shortVideoComments.createdAt,
  userName: users.name, userLogo: users.logo,
  liked: sql<boolean>`exists (select 1 from ${shortVideoCommentLikes} where ${shortVideoCommentLikes.commentId} = ${shortVideoComments.id} and ${shortVideoCommentLikes.userId} = ${viewerId})`,
});

async function liveVideo(db: Db, videoId: string, lock = false): Promise<void> {
  const query = db.select({ id: shortVideos.id }).from(shortVideos).where(and(eq(shortVideos.id, videoId), eq(shortVideos.deleted, false)));
  const [video] = lock ? await query.for('update') : await query;
  if (!video) throw notFound(M.notFound);
}

export async function commentPage(db: Db, viewerId: string, videoId: string, page: Page): Promise<{ list: ShortVideoComment[]; total: number }> {
  await liveVideo(db, videoId);
  const rows = await db.select(commentColumns(viewerId)).from(shortVideoComments).innerJoin(users, eq(users.id, shortVideoComments.userId))
    .where(eq(shortVideoComments.videoId, videoId)).orderBy(desc(shortVideoComments.createdAt), desc(shortVideoComments.id))
    .limit(page.pageSize).offset((page.pageNum - 1) * page.pageSize);
  const [total] = await db.select({ n: count() }).from(shortVideoComments).where(eq(shortVideoComments.videoId, videoId));
  return { list: rows.map((r) => ({ ...r, liked: Boolean(r.liked), createdAt: Number(r.createdAt) })), total: total?.n ?? 0 };
}

async function commentById(db: Db, viewerId: string, id: string): Promise<ShortVideoComment> {
  const [row] = await db.select(commentColumns(viewerId)).from(shortVideoComments).innerJoin(users, eq(users.id, shortVideoComments.userId))
    .where(eq(shortVideoComments.id, id));
  if (!row) throw notFound(M.commentMissing);
  return { ...row, liked: Boolean(row.liked), createdAt: Number(row.createdAt) };
}

/** A resend with the same clientId answers the first comment and counts it once. */
export async function addComment(tx: Db, userId: string, input: { videoId: string; clientId: string; content: string }, now: number): Promise<ShortVideoComment> {
  const [before] = await tx.select({ id: shortVideoComments.id }).from(shortVideoComments)
    .where(and(eq(shortVideoComments.userId, userId), eq(shortVideoComments.clientId, input.clientId)));
  if (before) return commentById(tx, userId, before.id);
  await liveVideo(tx, input.videoId, true);
  const id = `svc${randomBytes(9).toString('base64url')}`;
  await tx.insert(shortVideoComments).values({ id, videoId: input.videoId, userId, clientId: input.clientId, content: input.content, createdAt: now });
  await tx.update(shortVideos).set({ commentCount: sql`${shortVideos.commentCount} + 1` }).where(eq(shortVideos.id, input.videoId));
  return commentById(tx, userId, id);
}
