import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/open';
import { tokens } from '../db/schema';

export type TokenKind = 'user' | 'shop';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A random 256-bit token; only its hash is stored. */
export async function issueToken(
  db: Db, userId: string, kind: TokenKind, shopId: string | null, now: number, ttlMs: number,
): Promise<{ token: string; expiresAt: number }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = now + ttlMs;
  await db.insert(tokens).values({ tokenHash: hashToken(token), userId, kind, shopId, expiresAt, createdAt: now });
  return { token, expiresAt };
}

export async function findToken(db: Db, token: string, kind: TokenKind) {
  const [row] = await db.select().from(tokens)
    .where(and(eq(tokens.tokenHash, hashToken(token)), eq(tokens.kind, kind)));
  return row;
}

export async function revokeUserTokens(db: Db, userId: string, now: number): Promise<void> {
  await db.delete(tokens).where(eq(tokens.userId, userId));
  await db.delete(tokens).where(lt(tokens.expiresAt, now));
}
