import { useState } from 'react';
import { ApiError } from '../../api/api-error';
import { newClientId } from './use-entry-outcome';

export interface AttemptKeys {
  /** The Idempotency-Key for sending `request` (the request without its secrets, as text). */
  keyFor(request: string): string;
  /** After a send: only a failure with no answer at all keeps the key for a retry of the same request. */
  settle(error?: unknown): void;
}

/**
 * One key per submission attempt of a call that moves value (docs/decisions/009). Retrying the same request after
 * the host never answered sends the same key, so it answers the first result instead of moving value twice; any
 * answer, or a changed request, starts a new attempt with a new key.
 */
export function createAttemptKeys(prefix: string, newId: (prefix: string) => string = newClientId): AttemptKeys {
  let current: { request: string; key: string } | null = null;
  return {
    keyFor(request) {
      if (current?.request !== request) current = { request, key: newId(prefix) };
      return current.key;
    },
    settle(error) {
      if (!(error instanceof ApiError && error.kind === 'network')) current = null;
    },
  };
}

export function useAttemptKeys(prefix: string): AttemptKeys {
  const [keys] = useState(() => createAttemptKeys(prefix));
  return keys;
}
