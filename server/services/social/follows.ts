import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { FOLLOW_MESSAGES as M, type FollowPage, type FollowState } from '../../../src/contract/social/user-follows';
import type { Db } from '../../db/open';
import { userFollows, users } from '../../db/schema';
import { badInput, notFound } from '../../http/app-error';

async function fansOf(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(userFollows).where(eq(userFollows.followeeId, userId));
  return row?.n ?? 0;
}

async function mustExist(db: Db, userId: string): Promise<void> {
  const [row] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, userId), sql`${users.deletedAt} IS NULL`));
  if (!row) throw notFound(M.userMissing);
}

export async function isFollowing(db: Db, followerId: string, followeeId: string): Promise<boolean> {
  const [row] = await db.select({ at: userFollows.createdAt }).from(userFollows)
    .where(and(eq(userFollows.followerId, followerId), eq(userFollows.followeeId, followeeId)));
  return Boolean(row);
}

export async function followState(db: Db, followerId: string, followeeId: string): Promise<FollowState> {
  return { userId: followeeId, following: await isFollowing(db, followerId, followeeId), fans: await fansOf(db, followeeId) };
}

/** Follow once: a repeat (another device, a replay with a new key) finds the relation already there. */
export async function follow(db: Db, followerId: string, followeeId: string, now: number): Promise<FollowState> {
  if (followerId === followeeId) throw badInput(M.self);
  await mustExist(db, followeeId);
  await db.insert(userFollows).values({ followerId, followeeId, createdAt: now }).onConflictDoNothing();
  return followState(db, followerId, followeeId);
}

export async function unfollow(db: Db, followerId: string, followeeId: string): Promise<FollowState> {
  await db.delete(userFollows).where(and(eq(userFollows.followerId, followerId), eq(userFollows.followeeId, followeeId)));
  return followState(db, followerId, followeeId);
}

/** The caller removes a fan: that fan no longer follows the caller. Answers the fan's relation to the caller. */
export async function removeFan(db: Db, userId: string, fanId: string): Promise<FollowState> {
  await db.delete(userFollows).where(and(eq(userFollows.followerId, fanId), eq(userFollows.followeeId, userId)));
  return { userId: fanId, following: false, fans: await fansOf(db, userId) };
}

export async function myCounts(db: Db, userId: string): Promise<{ focus: number; fans: number }> {
  const [focus] = await db.select({ n: count() }).from(userFollows).where(eq(userFollows.followerId, userId));
  return { focus: focus?.n ?? 0, fans: await fansOf(db, userId) };
}

/** The people the caller follows (`side` following) or the caller's fans, newest first, with "I follow them" marks. */
export async function followPage(db: Db, userId: string, side: 'following' | 'fans', page: { pageNum: number; pageSize: number }): Promise<FollowPage> {
  const mine = side === 'following' ? eq(userFollows.followerId, userId) : eq(userFollows.followeeId, userId);
  const other = side === 'following' ? userFollows.followeeId : userFollows.followerId;
  const rows = await db.select({ userId: other, at: userFollows.createdAt, name: users.name, logo: users.logo })
    .from(userFollows).innerJoin(users, eq(users.id, other)).where(mine)
    .orderBy(desc(userFollows.createdAt), other).limit(page.pageSize).offset((page.pageNum - 1) * page.pageSize);
  const [total] = await db.select({ n: count() }).from(userFollows).where(mine);
  const ids = rows.map((r) => r.userId);
  const followedBack = ids.length
    ? new Set((await db.select({ id: userFollows.followeeId }).from(userFollows)
      .where(and(eq(userFollows.followerId, userId), inArray(userFollows.followeeId, ids)))).map((r) => r.id))
    : new Set<string>();
  const fans = ids.length
    ? new Map((await db.select({ id: userFollows.followeeId, n: count() }).from(userFollows)
      .where(inArray(userFollows.followeeId, ids)).groupBy(userFollows.followeeId)).map((r) => [r.id, r.n]))
    : new Map<string, number>();
  return {
    total: total?.n ?? 0,
    list: rows.map((r) => ({ userId: r.userId, name: r.name, logo: r.logo, at: r.at, followed: followedBack.has(r.userId), fans: fans.get(r.userId) ?? 0 })),
  };
}
