import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt, ne } from 'drizzle-orm';
import type { Db } from '../db/open';
import { tokens } from '../db/schema';
import { announceLoginsEnded } from '../live/account-room';

export type TokenKind = 'user' | 'shop';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A random 256-bit token; only its hash is stored. Without a family it starts one of its own (a new login). */
export async function issueToken(
  db: Db, userId: string, kind: TokenKind, shopId: string | null, now: number, ttlMs: number, familyId?: string,
): Promise<{ token: string; expiresAt: number; familyId: string }> {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashToken(token);
  const expiresAt = now + ttlMs;
  const family = familyId ?? tokenHash;
  await db.insert(tokens).values({ tokenHash, userId, kind, shopId, familyId: family, expiresAt, createdAt: now });
  return { token, expiresAt, familyId: family };
}

/**
 * Ends a login everywhere it reached: every token of the presented token's family. Every way of ending logins says so
 * to the user's open sockets (account-room.ts), which close if theirs was one of them.
 */
export async function revokeTokenFamily(db: Db, token: string, userId: string, now: number): Promise<void> {
  const [row] = await db.select({ familyId: tokens.familyId }).from(tokens)
    .where(and(eq(tokens.tokenHash, hashToken(token)), eq(tokens.userId, userId)));
  if (!row) return;
  await db.delete(tokens).where(and(eq(tokens.familyId, row.familyId), eq(tokens.userId, userId)));
  await announceLoginsEnded(db, userId, now);
}

/** Ends one login of the user by its family. */
export async function revokeFamily(db: Db, userId: string, familyId: string, now: number): Promise<void> {
  await db.delete(tokens).where(and(eq(tokens.userId, userId), eq(tokens.familyId, familyId)));
  await announceLoginsEnded(db, userId, now);
}

/** Ends every login of the user but the family kept (or all of them, with null). */
export async function revokeOtherFamilies(db: Db, userId: string, keptFamilyId: string | null, now: number): Promise<void> {
  await db.delete(tokens).where(keptFamilyId ? and(eq(tokens.userId, userId), ne(tokens.familyId, keptFamilyId)) : eq(tokens.userId, userId));
  await announceLoginsEnded(db, userId, now);
}

export async function findToken(db: Db, token: string, kind: TokenKind) {
  const [row] = await db.select().from(tokens)
    .where(and(eq(tokens.tokenHash, hashToken(token)), eq(tokens.kind, kind)));
  return row;
}

export async function revokeUserTokens(db: Db, userId: string, now: number): Promise<void> {
  await revokeOtherFamilies(db, userId, null, now);
  await db.delete(tokens).where(lt(tokens.expiresAt, now));
}
