import { and, eq } from 'drizzle-orm';
import type { Envelope } from '../../src/contract/envelope';
import type { Db } from '../db/open';
import { idempotencyKeys } from '../db/schema';

export async function findStoredAnswer(db: Db, scope: string, key: string) {
  const [row] = await db.select().from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  return row;
}

export async function storeAnswer(
  db: Db, scope: string, key: string, callName: string, answer: Envelope<unknown>, now: number,
): Promise<void> {
  await db.insert(idempotencyKeys).values({ scope, key, callName, response: answer, createdAt: now });
}

/** PostgreSQL unique_violation: a concurrent request with the same key committed first. */
export function isUniqueViolation(error: unknown): boolean {
  const seen = new Set<unknown>();
  let e: unknown = error;
  while (e && typeof e === 'object' && !seen.has(e)) {
    seen.add(e);
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
