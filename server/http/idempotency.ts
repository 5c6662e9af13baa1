import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Envelope } from '../../src/contract/envelope';
import type { Db } from '../db/open';
import { idempotencyKeys } from '../db/schema';

export interface StoredAnswer {
  callName: string;
  requestHash: string;
  response: Envelope<unknown>;
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** What a stored answer answered: the call and its parsed request, whatever order the fields came in. */
/** Secrets a request may carry: a stored digest must not let anyone test guesses of them offline. */
const SECRET_FIELDS = ['payPassword', 'oldPayPassword', 'password', 'code'];

export function requestDigest(callName: string, parsedRequest: unknown): string {
  const kept = typeof parsedRequest === 'object' && parsedRequest !== null
    ? Object.fromEntries(Object.entries(parsedRequest).filter(([field]) => !SECRET_FIELDS.includes(field)))
    : parsedRequest;
  return createHash('sha256').update(`${callName}\n${canonicalJson(kept)}`).digest('hex');
}

/** A stored answer replays only for the same call and request; rows stored before digests existed match any request. */
export function answersSameRequest(stored: StoredAnswer, callName: string, requestHash: string): boolean {
  return stored.callName === callName && (stored.requestHash === '' || stored.requestHash === requestHash);
}

export async function findStoredAnswer(db: Db, scope: string, key: string): Promise<StoredAnswer | undefined> {
  const [row] = await db.select().from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  return row && { callName: row.callName, requestHash: row.requestHash, response: row.response as Envelope<unknown> };
}

export async function storeAnswer(
  db: Db, scope: string, key: string, callName: string, requestHash: string, answer: Envelope<unknown>, now: number,
): Promise<void> {
  await db.insert(idempotencyKeys).values({ scope, key, callName, requestHash, response: answer, createdAt: now });
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
