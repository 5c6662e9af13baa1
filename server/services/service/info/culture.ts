import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { CulturePost } from '../../../../src/contract/service/info';
import type { Db } from '../../../db/open';
import { cultureLikes, culturePosts, users } from '../../../db/schema';
import { notFound } from '../../../http/app-error';
import { assertOwnUploads } from '../../platform/uploads/upload-repository';

function columns(viewerId: string) {
  return {
    id: culturePosts.id, title: culturePosts.title, content: culturePosts.content, images: culturePosts.images,
    usersName: users.name, usersLogo: users.logo, likes: culturePosts.likeCount, createdAt: culturePosts.createdAt,
    liked: sql<boolean>`exists (select 1 from ${cultureLikes} where ${cultureLikes.postId} = ${culturePosts.id} and ${cultureLikes.userId} = ${viewerId})`,
  };
}

const select = (db: Db, viewerId: string) =>
  db.select(columns(viewerId)).from(culturePosts).innerJoin(users, eq(users.id, culturePosts.userId));

export async function culturePage(db: Db, viewerId: string, page: { pageNum: number; pageSize: number }) {
  const [list, [total]] = await Promise.all([
    select(db, viewerId).orderBy(desc(culturePosts.createdAt), desc(culturePosts.id)).limit(page.pageSize).offset((page.pageNum - 1) * page.pageSize),
    db.select({ n: count() }).from(culturePosts),
  ]);
  return { list: list.map((p) => ({ ...p, liked: Boolean(p.liked) })) as CulturePost[], total: total?.n ?? 0 };
}

export async function culturePost(db: Db, viewerId: string, id: string): Promise<CulturePost> {
  const [row] = await select(db, viewerId).where(eq(culturePosts.id, id));
  if (!row) throw notFound('文化内容');
  return { ...row, liked: Boolean(row.liked) } as CulturePost;
}

export async function addCulturePost(db: Db, userId: string, input: { title: string; content: string; images: string[] }, now: number) {
  await assertOwnUploads(db, userId, input.images);
  const id = `CU${randomUUID().replace(/-/g, '').slice(0, 20)}`;
  await db.insert(culturePosts).values({ id, userId, ...input, createdAt: now });
  return culturePost(db, userId, id);
}

/** One like per user: a repeat finds the like already there and changes nothing. */
export async function likeCulturePost(db: Db, userId: string, id: string, now: number) {
  const [post] = await db.select({ id: culturePosts.id }).from(culturePosts).where(eq(culturePosts.id, id));
  if (!post) throw notFound('文化内容');
  const added = await db.insert(cultureLikes).values({ postId: id, userId, createdAt: now }).onConflictDoNothing().returning({ postId: cultureLikes.postId });
  if (added.length > 0) await db.update(culturePosts).set({ likeCount: sql`${culturePosts.likeCount} + 1` }).where(eq(culturePosts.id, id));
  const [row] = await db.select({ likes: culturePosts.likeCount }).from(culturePosts).where(and(eq(culturePosts.id, id)));
  return { id, likes: row?.likes ?? 0, liked: true };
}
