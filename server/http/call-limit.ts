import { lt } from 'drizzle-orm';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { ServerConfig } from '../config';
import type { Db } from '../db/open';
import { rateLimits } from '../db/schema';
import { recurringHandler, type RecurringJob } from '../jobs/recurring';

export interface CallLimit {
  /** A number, or read from the settings where a deployment must be able to change it (logins behind one NAT). */
  max: number | ((config: ServerConfig) => number);
  timeWindow: number;
}

/** Answers whether the caller may make one more call; counted in PostgreSQL, so every host process shares the count. */
export type CallLimiter = (callerKey: string) => Promise<boolean>;

/**
 * A limit belongs to the call, not to a route: the executor applies it whichever
 * way the call arrives (directly or in a sync batch).
 */
export function createCallLimiter(db: Db, callName: string, limit: CallLimit, config: ServerConfig): CallLimiter {
  const limiter = new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimits,
    keyPrefix: callName,
    points: typeof limit.max === 'number' ? limit.max : limit.max(config),
    duration: Math.ceil(limit.timeWindow / 1000),
    // Expired counters are dropped by the one job queue (RATE_LIMITS_SWEEP_JOB), not by a timer per limiter and process.
    clearExpiredByTimeout: false,
  });
  return async (callerKey) => {
    try {
      await limiter.consume(callerKey);
      return true;
    } catch (error) {
      if (error instanceof RateLimiterRes) return false;
      throw error;
    }
  };
}

/** Counters an hour past their window are dropped once an hour, by whichever process takes the run. */
export const RATE_LIMITS_SWEEP_JOB: RecurringJob = { kind: 'rateLimits.sweep', everyMs: 60 * 60_000 };
const KEEP_EXPIRED_MS = 60 * 60_000;

export const rateLimitsSweepHandler = recurringHandler(RATE_LIMITS_SWEEP_JOB, async (db, now) => {
  await db.delete(rateLimits).where(lt(rateLimits.expire, new Date(now - KEEP_EXPIRED_MS)));
});
