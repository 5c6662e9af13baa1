import { and, count, desc, eq, isNull, max, sql, type SQL } from 'drizzle-orm';
import { SHOP_DYNAMIC_MESSAGES as M, type ShopDynamicClass, type ShopDynamicMember } from '../../../src/contract/social/dynamic';
import { maskName } from '../../../src/domain/format';
import type { Db } from '../../db/open';
import { dynamicCommunities, dynamics, orders, shopFocus, users } from '../../db/schema';
import { forbidden } from '../../http/app-error';
import { dynamicPage, newestFirst, type Page } from './dynamics';

/**
 * The shop's members: buyers who paid for one of its orders (as shop_users counts them) and its fans (shop focus).
 * Only their dynamics reach the shop's screen; every dynamic is public in the feed, so nothing private is read.
 */
function memberIds(shopId: string): SQL {
  return sql`(select ${orders.userId} from ${orders} where ${orders.shopId} = ${shopId} and ${orders.paidAt} is not null
    union select ${shopFocus.userId} from ${shopFocus} where ${shopFocus.shopId} = ${shopId})`;
}

const ofMembers = (shopId: string) => sql`${dynamics.userId} in ${memberIds(shopId)}`;
const live = isNull(dynamics.deletedAt);

async function checkMember(db: Db, shopId: string, userId: string): Promise<void> {
  const rows = await db.select({ id: users.id }).from(users).where(and(eq(users.id, userId), sql`${users.id} in ${memberIds(shopId)}`));
  if (rows.length === 0) throw forbidden(M.notMember);
}

export interface ByClassInput extends Page { communityId: string; memberId: string }

/** The members' dynamics of one community (or all) and one member (or all), with each community's count. */
export async function shopDynamicsByClass(db: Db, shopId: string, input: ByClassInput) {
  if (input.memberId) await checkMember(db, shopId, input.memberId);
  const members = input.memberId ? eq(dynamics.userId, input.memberId) : ofMembers(shopId);
  const counts = await db.select({ communityId: dynamics.communityId, n: count() }).from(dynamics)
    .where(and(live, members)).groupBy(dynamics.communityId);
  const byCommunity = new Map(counts.map((c) => [c.communityId, c.n]));
  const communities = await db.select().from(dynamicCommunities).orderBy(dynamicCommunities.sort);
  const classes: ShopDynamicClass[] = communities.map((c) => ({ communityId: c.id, name: c.name, count: byCommunity.get(c.id) ?? 0 }));
  const where = input.communityId ? and(members, eq(dynamics.communityId, input.communityId)) : members;
  const page = await dynamicPage(db, null, where, newestFirst, input);
  return { classes, total: page.total, list: page.list.map((d) => ({ ...d, userName: maskName(d.userName) })) };
}

/** The members who post, most dynamics first (then the latest poster). */
export async function shopDynamicMembers(db: Db, shopId: string, page: Page): Promise<{ list: ShopDynamicMember[]; total: number }> {
  const where = and(live, ofMembers(shopId));
  const n = count();
  const last = max(dynamics.createdAt);
  const rows = await db.select({ userId: dynamics.userId, name: users.name, logo: users.logo, dynamics: n, lastAt: last })
    .from(dynamics).innerJoin(users, eq(users.id, dynamics.userId)).where(where)
    .groupBy(dynamics.userId, users.name, users.logo).orderBy(desc(n), desc(last), dynamics.userId)
    .limit(page.pageSize).offset((page.pageNum - 1) * page.pageSize);
  const [total] = await db.select({ n: sql<number>`count(distinct ${dynamics.userId})`.mapWith(Number) }).from(dynamics).where(where);
  return {
    list: rows.map((r) => ({ ...r, name: maskName(r.name), lastAt: Number(r.lastAt ?? 0) })),
    total: total?.n ?? 0,
  };
}
