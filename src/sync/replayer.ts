import { ApiError } from '../api/api-error';
import { MESSAGES } from '../domain/messages';
import type { ApiClient } from '../api/client';
import type { StarqDatabase } from '../db/database';
import { backoffDelay } from './backoff';
import { replayBatch, takeBatch } from './replay-batch';
import { pendingFor } from './outbox';
import type { StatusStore } from './status';

export interface EngineSession {
  userId: string;
  userToken: string;
  shopToken: string;
}

export interface ReplayerDeps {
  db: StarqDatabase;
  api: ApiClient;
  status: StatusStore;
  clientId: string;
  random: () => number;
  getSession(): EngineSession | null;
  /** A replay met 4010/4012, or 4105 with the reason the account was closed: the UI clears the login and asks for it again. */
  onLoginLost(reason?: string): void;
}

/**
 * The one replayer: pending entries of the signed-in user, in seq order, in
 * batches per host, each entry with its own id as Idempotency-Key and its
 * author's token. A refusal is recorded and the queue moves on; a transient
 * failure pauses the queue and retries in order after a jittered backoff
 * (RELIABILITY 3, 8, 12).
 */
export function createReplayer(deps: ReplayerDeps) {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  function retryAfterBackoff(lastError: string, online: boolean): void {
    deps.status.update({ lastError, online });
    failures += 1;
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void drain(), backoffDelay(failures, deps.random));
  }

  async function drainOnce(): Promise<void> {
    for (;;) {
      const session = deps.getSession();
      const { authRequired, leader } = deps.status.get();
      if (stopped || !session || authRequired || !leader) return;
      const pending = await pendingFor(deps.db, session.userId);
      if (pending.length === 0) {
        deps.status.update({ lastError: '', lastSyncedAt: Date.now() });
        return;
      }
      let outcome;
      try {
        outcome = await replayBatch(deps.db, deps.api, takeBatch(pending), session);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        retryAfterBackoff(error.message, error.kind !== 'network');
        return;
      }
      if (outcome === 'login-lost' || typeof outcome === 'object') {
        deps.status.update({ authRequired: true });
        deps.onLoginLost(typeof outcome === 'object' ? outcome.closed : undefined);
        return;
      }
      if (outcome === 'retry-later') {
        retryAfterBackoff(MESSAGES.serverError, true);
        return;
      }
      failures = 0;
      deps.status.update({ online: true, lastError: '' });
    }
  }

  async function loop(): Promise<void> {
    try {
      do {
        again = false;
        await drainOnce();
      } while (again && !stopped);
    } catch (error) {
      // An unexpected failure (storage closed or full) is state the UI shows, not an unhandled rejection.
      if (!stopped) deps.status.update({ lastError: error instanceof Error ? error.message : String(error) });
    } finally {
      running = null;
    }
  }

  function drain(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = loop();
    return running;
  }

  return {
    drain,
    /** A new signal (online, new entry, login): retry now rather than after the backoff. */
    retryNow(): Promise<void> {
      clearTimeout(retryTimer);
      failures = 0;
      return drain();
    },
    /** Stops scheduling and waits for the replay in flight. */
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(retryTimer);
      await running;
    },
  };
}
