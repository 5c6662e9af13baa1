import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ShortVideo, ShortVideoGoods, ShortVideoPage } from '../../../../src/contract/social/short-video';
import { mediaUrl } from '../../../../src/domain/media-kinds';
import type { Db } from '../../../db/open';
import { goods, shortVideoLikes, shortVideos, users } from '../../../db/schema';

export interface Page { pageNum: number; pageSize: number }

const videoColumns = (viewerId: string) => ({
  id: shortVideos.id, userId: shortVideos.userId, mediaId: shortVideos.mediaId, title: shortVideos.title, goodsIds: shortVideos.goodsIds, coverMs: shortVideos.coverMs,
  likes: shortVideos.likeCount, comments: shortVideos.commentCount, createdAt: shortVideos.createdAt,
  authorName: users.name, authorLogo: users.logo,
  liked: sql<boolean>`exists (select 1 from ${shortVideoLikes} where ${shortVideoLikes.videoId} = ${shortVideos.id} and ${shortVideoLikes.userId} = ${viewerId})`,
});

interface VideoRow {
  id: string; userId: string; mediaId: string; title: string; goodsIds: string[]; coverMs: number | null; likes: number; comments: number; createdAt: number;
  authorName: string; authorLogo: string; liked: boolean;
}

async function goodsOf(db: Db, ids: string[]): Promise<Map<string, ShortVideoGoods>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ goodsId: goods.id, name: goods.name, img: goods.img, price: goods.salePrice }).from(goods)
    .where(and(inArray(goods.id, ids), eq(goods.onShelf, true)));
  return new Map(rows.map((r) => [r.goodsId, r]));
}

async function present(db: Db, rows: VideoRow[]): Promise<ShortVideo[]> {
  const shown = await goodsOf(db, [...new Set(rows.flatMap((r) => r.goodsIds))]);
  return rows.map((r) => ({
    id: r.id, userId: r.userId, authorName: r.authorName, authorLogo: r.authorLogo, title: r.title,
    poster: mediaUrl(r.mediaId, r.coverMs === null ? 'poster.webp' : 'cover.webp'), videoUrl: mediaUrl(r.mediaId, 'video.mp4'),
    goods: r.goodsIds.flatMap((id) => shown.get(id) ?? []), likes: r.likes, comments: r.comments, liked: Boolean(r.liked), createdAt: Number(r.createdAt),
  }));
}

const visible = eq(shortVideos.deleted, false);

/** One page of live videos matching `where`, in `order`, as the viewer sees them (their own likes marked). */
export async function videoPage(db: Db, viewerId: string, where: SQL | undefined, order: SQL[], page: Page): Promise<ShortVideoPage> {
  const filter = where ? and(visible, where) : visible;
  const rows = await db.select(videoColumns(viewerId)).from(shortVideos).innerJoin(users, eq(users.id, shortVideos.userId))
    .where(filter).orderBy(...order).limit(page.pageSize).offset((page.pageNum - 1) * page.pageSize);
  const [total] = await db.select({ n: count() }).from(shortVideos).where(filter);
  return { list: await present(db, rows), total: total?.n ?? 0 };
}

export const NEWEST = [desc(shortVideos.createdAt), desc(shortVideos.id)];

/** One live video as the viewer sees it, or null. */
export async function videoById(db: Db, viewerId: string, id: string): Promise<ShortVideo | null> {
  const rows = await db.select(videoColumns(viewerId)).from(shortVideos).innerJoin(users, eq(users.id, shortVideos.userId))
    .where(and(visible, eq(shortVideos.id, id)));
  const [video] = await present(db, rows);
  return video ?? null;
}
