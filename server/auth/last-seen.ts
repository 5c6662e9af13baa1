import { sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { accountSessions } from '../db/schema';
import { hashToken } from './tokens';

/** A login's last use is written at most this often, and a process remembers its recent writes to skip the query. */
const TOUCH_EVERY_MS = 60_000;
const MAX_REMEMBERED = 10_000;
const recentTouches = new Map<string, number>();

/**
 * Records where and when a user token was last used (the executor calls it for every signed-in call). One guarded
 * upsert a minute per login at most, so the sessions list can name the device without a write per call.
 */
export async function touchSession(db: Db, token: string, userId: string, userAgent: string, now: number): Promise<void> {
  const tokenHash = hashToken(token);
  const last = recentTouches.get(tokenHash);
  if (last !== undefined && now - last < TOUCH_EVERY_MS && now >= last) return;
  if (recentTouches.size >= MAX_REMEMBERED) recentTouches.clear();
  recentTouches.set(tokenHash, now);
  const ua = userAgent.slice(0, 300);
  await db.insert(accountSessions).values({ tokenHash, userId, userAgent: ua, lastSeenAt: now })
    .onConflictDoUpdate({
      target: accountSessions.tokenHash,
      set: { userAgent: ua, lastSeenAt: now },
      setWhere: sql`${accountSessions.lastSeenAt} < ${now - TOUCH_EVERY_MS} or ${accountSessions.lastSeenAt} > ${now}`,
    });
}
