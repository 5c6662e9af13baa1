import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { DYNAMIC_MESSAGES as M, type DynamicMsg, type VoteState } from '../../../src/contract/social/dynamic';
import type { Db } from '../../db/open';
import { dynamicMsgs, dynamics, dynamicViews, dynamicVotes, shortVideos, userFollows, users } from '../../db/schema';
import { forbidden, notFound } from '../../http/app-error';
import type { Page } from './dynamics';

/** The live dynamic, locked for this transaction: votes and messages on one dynamic recount one after another. */
async function lockLive(db: Db, dynamicId: string): Promise<void> {
  const [row] = await db.select({ id: dynamics.id }).from(dynamics).where(and(eq(dynamics.id, dynamicId), isNull(dynamics.deletedAt))).for('update');
  if (!row) throw notFound(M.notFound);
}

/**
 * 火 or 冰: the one vote of this user on this dynamic is set to `vote` (a switch moves it, a repeat keeps it), then the
 * counts are recounted from the votes under the dynamic's lock, so two taps at once count once.
 */
export async function vote(db: Db, userId: string, dynamicId: string, vote: 'fire' | 'ice', now: number): Promise<VoteState> {
  await lockLive(db, dynamicId);
  await db.insert(dynamicVotes).values({ dynamicId, userId, vote, createdAt: now })
    .onConflictDoUpdate({ target: [dynamicVotes.dynamicId, dynamicVotes.userId], set: { vote } });
  const [counts] = await db.select({
    fire: sql<number>`count(*) FILTER (WHERE ${dynamicVotes.vote} = 'fire')`.mapWith(Number),
    ice: sql<number>`count(*) FILTER (WHERE ${dynamicVotes.vote} = 'ice')`.mapWith(Number),
  }).from(dynamicVotes).where(eq(dynamicVotes.dynamicId, dynamicId));
  const fire = counts?.fire ?? 0;
  const ice = counts?.ice ?? 0;
  await db.update(dynamics).set({ fireCount: fire, iceCount: ice }).where(eq(dynamics.id, dynamicId));
  return { dynamicId, fire, ice, myVote: vote };
}

/** The log: a user's first view of a dynamic counts; later views do not. */
export async function addView(db: Db, userId: string, dynamicId: string, now: number): Promise<{ dynamicId: string; views: number }> {
  await lockLive(db, dynamicId);
  const added = await db.insert(dynamicViews).values({ dynamicId, userId, createdAt: now }).onConflictDoNothing().returning({ id: dynamicViews.dynamicId });
  const [row] = await db.update(dynamics).set({ viewCount: sql`${dynamics.viewCount} + ${added.length}` }).where(eq(dynamics.id, dynamicId))
    .returning({ views: dynamics.viewCount });
  return { dynamicId, views: row?.views ?? 0 };
}

const msgColumns = {
  msgId: dynamicMsgs.id, dynamicId: dynamicMsgs.dynamicId, userId: dynamicMsgs.userId, text: dynamicMsgs.text, createdAt: dynamicMsgs.createdAt,
  userName: users.name, userLogo: users.logo,
};

/** A comment under the client's id: the same id again answers the first; another user's id is refused. */
export async function addMsg(db: Db, userId: string, input: { dynamicId: string; msgId: string; text: string }, now: number): Promise<DynamicMsg> {
  const [existing] = await db.select({ userId: dynamicMsgs.userId }).from(dynamicMsgs).where(eq(dynamicMsgs.id, input.msgId));
  if (existing && existing.userId !== userId) throw forbidden();
  if (!existing) {
    await lockLive(db, input.dynamicId);
    await db.insert(dynamicMsgs).values({ id: input.msgId, dynamicId: input.dynamicId, userId, text: input.text, createdAt: now });
    await db.update(dynamics).set({ msgCount: sql`${dynamics.msgCount} + 1` }).where(eq(dynamics.id, input.dynamicId));
  }
  const [row] = await db.select(msgColumns).from(dynamicMsgs).innerJoin(users, eq(users.id, dynamicMsgs.userId)).where(eq(dynamicMsgs.id, input.msgId));
  return row!;
}

/** Oldest first, as a conversation reads. */
export async function msgPage(db: Db, dynamicId: string, page: Page): Promise<{ list: DynamicMsg[]; total: number }> {
  const list = await db.select(msgColumns).from(dynamicMsgs).innerJoin(users, eq(users.id, dynamicMsgs.userId))
    .where(eq(dynamicMsgs.dynamicId, dynamicId)).orderBy(asc(dynamicMsgs.createdAt), asc(dynamicMsgs.id))
    .limit(page.pageSize).offset((page.pageNum - 1) * page.pageSize);
  const [total] = await db.select({ n: count() }).from(dynamicMsgs).where(eq(dynamicMsgs.dynamicId, dynamicId));
  return { list, total: total?.n ?? 0 };
}

export async function userInfo(db: Db, viewerId: string | null, userId: string) {
  const [user] = await db.select({ name: users.name, logo: users.logo }).from(users).where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!user) throw notFound('用户');
  const countOf = async (where: ReturnType<typeof eq>, table: typeof userFollows | typeof dynamics) =>
    (await db.select({ n: count() }).from(table).where(where))[0]?.n ?? 0;
  const fans = await countOf(eq(userFollows.followeeId, userId), userFollows);
  const focus = await countOf(eq(userFollows.followerId, userId), userFollows);
  const [posts] = await db.select({ n: count() }).from(dynamics).where(and(eq(dynamics.userId, userId), isNull(dynamics.deletedAt)));
  const [videos] = await db.select({ n: count() }).from(shortVideos).where(and(eq(shortVideos.userId, userId), eq(shortVideos.deleted, false)));
  const followed = viewerId
    ? (await db.select({ id: userFollows.followeeId }).from(userFollows)
      .where(and(eq(userFollows.followerId, viewerId), eq(userFollows.followeeId, userId)))).length > 0
    : false;
  return { userId, name: user.name, logo: user.logo, fans, focus, dynamics: posts?.n ?? 0, videos: videos?.n ?? 0, followed };
}
