import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { ServerConfig } from '../config';
import type { Db } from '../db/open';
import { rateLimits } from '../db/schema';

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
