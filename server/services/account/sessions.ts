import { createHash } from 'node:crypto';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Session } from '../../../src/contract/account/account';
import { describeUserAgent } from '../../../src/domain/account';
import type { Db } from '../../db/open';
import { accountSessions, tokens } from '../../db/schema';
import { hashToken, revokeFamily, revokeOtherFamilies } from '../../auth/tokens';
import { notFound, badInput } from '../../http/app-error';

/** The id a device shows for a login: derived from its family, so it never reveals a token's hash. */
export const sessionIdOf = (familyId: string) => createHash('sha256').update(`session:${familyId}`).digest('hex').slice(0, 32);

interface Family { familyId: string; createdAt: number; lastSeenAt: number; userAgent: string; tokenHashes: string[] }

async function familiesOf(db: Db, userId: string, now: number): Promise<Family[]> {
  const rows = await db.select({
    tokenHash: tokens.tokenHash, familyId: tokens.familyId, createdAt: tokens.createdAt,
    lastSeenAt: accountSessions.lastSeenAt, userAgent: accountSessions.userAgent,
  }).from(tokens).leftJoin(accountSessions, eq(accountSessions.tokenHash, tokens.tokenHash))
    .where(and(eq(tokens.userId, userId), eq(tokens.kind, 'user'), gt(tokens.expiresAt, now)));
  const families = new Map<string, Family>();
  for (const row of rows) {
    const seen = row.lastSeenAt ?? row.createdAt;
    const family = families.get(row.familyId) ?? { familyId: row.familyId, createdAt: row.createdAt, lastSeenAt: 0, userAgent: '', tokenHashes: [] };
    family.createdAt = Math.min(family.createdAt, row.createdAt);
    family.tokenHashes.push(row.tokenHash);
    if (seen >= family.lastSeenAt) {
      family.lastSeenAt = seen;
      family.userAgent = row.userAgent ?? family.userAgent;
    }
    families.set(row.familyId, family);
  }
  return [...families.values()];
}

/** The account's live logins, most recently used first; the one presenting `currentToken` is marked. */
export async function listSessions(db: Db, userId: string, currentToken: string, now: number): Promise<Session[]> {
  const current = hashToken(currentToken);
  return (await familiesOf(db, userId, now))
    .map((f) => ({
      sessionId: sessionIdOf(f.familyId),
      device: describeUserAgent(f.userAgent),
      userAgent: f.userAgent,
      createdAt: f.createdAt,
      lastSeenAt: f.lastSeenAt,
      current: f.tokenHashes.includes(current),
    }))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt - a.lastSeenAt);
}

/** Ends another login of the same account: every token of its family. Another account's login is simply not found. */
export async function endSession(db: Db, userId: string, sessionId: string, currentToken: string, now: number): Promise<void> {
  const family = (await familiesOf(db, userId, now)).find((f) => sessionIdOf(f.familyId) === sessionId);
  if (!family) throw notFound('登录设备');
  if (family.tokenHashes.includes(hashToken(currentToken))) throw badInput('当前设备请使用退出登录');
  await revokeFamily(db, userId, family.familyId, now);
  await db.delete(accountSessions).where(inArray(accountSessions.tokenHash, family.tokenHashes));
}

/** Ends every login of the account but the one presenting `keepToken` (after a phone change). */
export async function endOtherSessions(db: Db, userId: string, keepToken: string, now: number): Promise<void> {
  const [kept] = await db.select({ familyId: tokens.familyId }).from(tokens)
    .where(and(eq(tokens.tokenHash, hashToken(keepToken)), eq(tokens.userId, userId)));
  await revokeOtherFamilies(db, userId, kept?.familyId ?? null, now);
}

export async function countSessions(db: Db, userId: string, now: number): Promise<number> {
  return (await familiesOf(db, userId, now)).length;
}
