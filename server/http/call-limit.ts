import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db/open';
import { rateLimits } from '../db/schema';

export interface CallLimit {
  max: number;
  timeWindow: number;
}

/** Answers whether the caller may make one more call; counted in PostgreSQL, so every host process shares the count. */
export type CallLimiter = (callerKey: string) => Promise<boolean>;

/**
 * A limit belongs to the call, not to a route: the executor applies it whichever
 * way the call arrives (directly or in a sync batch).
 */
export function createCallLimiter(db: Db, callName: string, limit: CallLimit): CallLimiter {
  const limiter = new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimits,
    keyPrefix: callName,
    points: limit.max,
    duration: Math.ceil(limit.timeWindow / 1000),
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
