import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { DYNAMIC_MESSAGES as M, type Dynamic, type DynamicPage, type Vote } from '../../../src/contract/social/dynamic';
import { MEDIA_IMAGE_URL_PATTERN } from '../../../src/domain/media-kinds';
import type { Db } from '../../db/open';
import { dynamicCommunities, dynamics, dynamicVotes, media, userFollows, users } from '../../db/schema';
import { badInput, forbidden, notFound } from '../../http/app-error';

export interface Page { pageNum: number; pageSize: number }

const HOT_WINDOW_MS = 30 * 24 * 3600 * 1000;

const columns = {
  id: dynamics.id, userId: dynamics.userId, communityId: dynamics.communityId, text: dynamics.text, imgs: dynamics.imgs,
  fire: dynamics.fireCount, ice: dynamics.iceCount, msgs: dynamics.msgCount, views: dynamics.viewCount, createdAt: dynamics.createdAt,
  userName: users.name, userLogo: users.logo, communityName: dynamicCommunities.name,
};

const live = isNull(dynamics.deletedAt);

/** One page of live dynamics matching `where`, in `order`, with the caller's votes. */
export async function dynamicPage(db: Db, viewerId: string | null, where: SQL | undefined, order: SQL[], page: Page): Promise<DynamicPage> {
  const filter = where ? and(live, where) : live;
  const rows = await db.select(columns).from(dynamics)
    .innerJoin(users, eq(users.id, dynamics.userId)).leftJoin(dynamicCommunities, eq(dynamicCommunities.id, dynamics.communityId))
    .where(filter).orderBy(...order, desc(dynamics.id)).limit(page.pageSize).offset((page.pageNum - 1) * page.pageSize);
  const [total] = await db.select({ n: count() }).from(dynamics).where(filter);
  const votes = await votesOf(db, viewerId, rows.map((r) => r.id));
  return { total: total?.n ?? 0, list: rows.map((r) => toDynamic(r, votes.get(r.id) ?? '')) };
}

async function votesOf(db: Db, viewerId: string | null, ids: string[]): Promise<Map<string, Vote>> {
  if (!viewerId || !ids.length) return new Map();
  const rows = await db.select({ id: dynamicVotes.dynamicId, vote: dynamicVotes.vote }).from(dynamicVotes)
    .where(and(eq(dynamicVotes.userId, viewerId), inArray(dynamicVotes.dynamicId, ids)));
  return new Map(rows.map((r) => [r.id, r.vote]));
}

type Row = { id: string; userId: string; communityId: string; text: string; imgs: string[]; fire: number; ice: number; msgs: number; views: number; createdAt: number; userName: string; userLogo: string; communityName: string | null };

function toDynamic(r: Row, myVote: Vote): Dynamic {
  return {
    dynamicId: r.id, userId: r.userId, userName: r.userName, userLogo: r.userLogo, communityId: r.communityId, communityName: r.communityName ?? '',
    text: r.text, imgs: r.imgs, fire: r.fire, ice: r.ice, msgs: r.msgs, views: r.views, createdAt: r.createdAt, myVote,
  };
}

export async function dynamicDetail(db: Db, viewerId: string | null, dynamicId: string): Promise<Dynamic> {
  const page = await dynamicPage(db, viewerId, eq(dynamics.id, dynamicId), [], { pageNum: 1, pageSize: 1 });
  const found = page.list[0];
  if (!found) throw notFound(M.notFound);
  return found;
}

/** The pictures must be the author's own finished dynamic-image uploads (decision 010: a post keeps the variant URL). */
async function checkImgs(db: Db, userId: string, imgs: string[]): Promise<void> {
  const ids = imgs.map((url) => MEDIA_IMAGE_URL_PATTERN.exec(url)?.[1] ?? '');
  if (!ids.length) return;
  const rows = await db.select({ id: media.id }).from(media)
    .where(and(inArray(media.id, ids), eq(media.userId, userId), eq(media.kind, 'dynamic-image'), eq(media.status, 'READY')));
  if (new Set(rows.map((r) => r.id)).size !== new Set(ids).size) throw badInput(M.imgNotYours);
}

export interface ReleaseInput { dynamicId: string; communityId: string; text: string; imgs: string[] }

/** Publish under the client's id: the same id again answers the first post (never a second one); another's id is refused. */
export async function releaseDynamic(db: Db, userId: string, input: ReleaseInput, now: number): Promise<Dynamic> {
  const [existing] = await db.select({ userId: dynamics.userId }).from(dynamics).where(eq(dynamics.id, input.dynamicId));
  if (existing && existing.userId !== userId) throw forbidden(M.notYours);
  if (!existing) {
    const [community] = await db.select({ id: dynamicCommunities.id }).from(dynamicCommunities).where(eq(dynamicCommunities.id, input.communityId));
    if (!community) throw notFound(M.communityMissing);
    await checkImgs(db, userId, input.imgs);
    await db.insert(dynamics).values({ id: input.dynamicId, userId, communityId: input.communityId, text: input.text, imgs: input.imgs, createdAt: now })
      .onConflictDoNothing();
  }
  return dynamicDetail(db, userId, input.dynamicId);
}

export async function deleteDynamic(db: Db, userId: string, dynamicId: string, now: number): Promise<{ dynamicId: string; deleted: boolean }> {
  const [row] = await db.select({ userId: dynamics.userId, deletedAt: dynamics.deletedAt }).from(dynamics).where(eq(dynamics.id, dynamicId));
  if (!row) throw notFound(M.notFound);
  if (row.userId !== userId) throw forbidden(M.notYours);
  if (row.deletedAt === null) await db.update(dynamics).set({ deletedAt: now }).where(eq(dynamics.id, dynamicId));
  return { dynamicId, deleted: true };
}

export const byUser = (userId: string) => eq(dynamics.userId, userId);
export const inCommunity = (communityId: string) => eq(dynamics.communityId, communityId);
export const newestFirst = [desc(dynamics.createdAt)];

export function hotPage(db: Db, viewerId: string | null, page: Page, now: number): Promise<DynamicPage> {
  return dynamicPage(db, viewerId, sql`${dynamics.createdAt} > ${now - HOT_WINDOW_MS}`,
    [desc(sql`${dynamics.fireCount} * 2 + ${dynamics.msgCount} - ${dynamics.iceCount}`), desc(dynamics.createdAt)], page);
}

export function followingPage(db: Db, userId: string, page: Page): Promise<DynamicPage> {
  const followed = db.select({ id: userFollows.followeeId }).from(userFollows).where(eq(userFollows.followerId, userId));
  return dynamicPage(db, userId, inArray(dynamics.userId, followed), newestFirst, page);
}

/** Others' posts, those in communities the caller fired on first, then the newest. */
export function guessPage(db: Db, viewerId: string | null, page: Page): Promise<DynamicPage> {
  if (!viewerId) return dynamicPage(db, null, undefined, newestFirst, page);
  const liked = db.select({ c: dynamics.communityId }).from(dynamicVotes).innerJoin(dynamics, eq(dynamics.id, dynamicVotes.dynamicId))
    .where(and(eq(dynamicVotes.userId, viewerId), eq(dynamicVotes.vote, 'fire')));
  return dynamicPage(db, viewerId, sql`${dynamics.userId} <> ${viewerId}`,
    [desc(sql`CASE WHEN ${dynamics.communityId} IN (${liked}) THEN 1 ELSE 0 END`), desc(dynamics.createdAt)], page);
}

export async function communities(db: Db) {
  const rows = await db.select().from(dynamicCommunities).orderBy(dynamicCommunities.sort);
  return rows.map((r) => ({ communityId: r.id, name: r.name, sort: r.sort }));
}
