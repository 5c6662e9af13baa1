import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { loginThrottle } from '../db/schema';

/** Wrong passwords in a row that lock password login (SMS-code login stays open, so a victim is never shut out). */
export const LOCK_AFTER_FAILURES = 5;
export const LOCK_MS = 10 * 60_000;
/** A run of failures older than this starts again. */
const RUN_WINDOW_MS = 15 * 60_000;

export type PasswordTry = { allowed: true; failures: number } | { allowed: false; lockedUntil: number };

/**
 * Counts a try against the account before its password is checked, in one guarded statement, so
 * concurrent tries cannot check more passwords than the limit allows; a right password clears it.
 */
export async function claimPasswordTry(db: Db, account: string, now: number): Promise<PasswordTry> {
  const fresh = sql`(login_throttle.locked_until IS NOT NULL AND login_throttle.locked_until <= ${now})
    OR (login_throttle.locked_until IS NULL AND login_throttle.updated_at < ${now - RUN_WINDOW_MS})`;
  const result = await db.execute<{ failures: number }>(sql`
    INSERT INTO login_throttle (account, failures, locked_until, updated_at) VALUES (${account}, 1, NULL, ${now})
    ON CONFLICT (account) DO UPDATE SET
      failures = CASE WHEN ${fresh} THEN 1 ELSE login_throttle.failures + 1 END,
      locked_until = CASE WHEN NOT (${fresh}) AND login_throttle.failures + 1 >= ${LOCK_AFTER_FAILURES}
        THEN ${now + LOCK_MS}::bigint ELSE NULL END,
      updated_at = ${now}
    WHERE login_throttle.locked_until IS NULL OR login_throttle.locked_until <= ${now}
    RETURNING failures`);
  const [claimed] = (result as unknown as { rows: { failures: number }[] }).rows;
  if (claimed) return { allowed: true, failures: Number(claimed.failures) };
  const [row] = await db.select({ lockedUntil: loginThrottle.lockedUntil }).from(loginThrottle).where(eq(loginThrottle.account, account));
  return { allowed: false, lockedUntil: row?.lockedUntil ?? now + LOCK_MS };
}

export async function clearPasswordTries(db: Db, account: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.account, account));
}
