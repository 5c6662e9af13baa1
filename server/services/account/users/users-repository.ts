import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LoginResponse, User } from '../../../../src/contract/entities/user';
import type { Db } from '../../../db/open';
import { users } from '../../../db/schema';
import { issueToken } from '../../../auth/tokens';
import { grantNewUserCoupons } from '../../orders/coupons/claim';

export type UserRow = typeof users.$inferSelect;

export function toUser(row: UserRow): User {
  return {
    usersId: row.id,
    usersNo: row.usersNo,
    usersPid: row.usersPid,
    shopPid: null,
    shopId: row.shopId,
    usersName: row.name,
    usersLogos: row.logo,
    usersPhone: row.phone,
    gender: row.gender,
    locationId: row.locationId,
    locationName: row.locationName,
  };
}

export async function findUserByPhone(db: Db, phone: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone));
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Quick phone login registers a number it has not seen (spec §7 Quick phone login). */
export async function registerByPhone(db: Db, phone: string, recommendParam: string | undefined, now: number) {
  const suffix = `${now.toString(36)}${randomInt(36 ** 4).toString(36)}`.toUpperCase();
  const [row] = await db.insert(users).values({
    id: `U${suffix}`,
    usersNo: `SQ${suffix}`,
    phone,
    name: `星Q用户${phone.slice(-4)}`,
    usersPid: recommendParam ?? null,
    createdAt: now,
  }).returning();
  await grantNewUserCoupons(db, row!.id, now);
  return row!;
}

/** A login: a user token, a shop token when the user owns a shop, and the company id. */
/**
 * A login's tokens. A session continued from another token (the token-login registration) joins that
 * token's family and keeps its end: holding a token never buys a longer login than the one it came from.
 */
export async function openSession(
  db: Db, user: UserRow, now: number, ttlMs: number, continues?: { familyId: string; expiresAt: number },
): Promise<LoginResponse> {
  const ttl = continues ? continues.expiresAt - now : ttlMs;
  const userToken = await issueToken(db, user.id, 'user', null, now, ttl, continues?.familyId);
  const shopToken = user.shopId ? await issueToken(db, user.id, 'shop', user.shopId, now, ttl, userToken.familyId) : null;
  return {
    usersid: user.id,
    usersno: user.usersNo,
    loginToken: userToken.token,
    shopsLoginToken: shopToken?.token ?? '',
    platCompanyId: user.platCompanyId ?? '',
    tokenExpired: userToken.expiresAt,
    serverTime: now,
    user: toUser(user),
  };
}
