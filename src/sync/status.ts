/** Where sync stands; every failure the engine sees lands here (STYLE: errors are state). */
export interface SyncStatus {
  /** The device's id in its local store: a new one means the store was wiped (issue 10.2). */
  clientId: string;
  online: boolean;
  /** Queued mutations of the signed-in user not yet accepted by the host. */
  pending: number;
  /** Mutations the host refused, with its message, until the user dismisses them. */
  rejected: { id: string; name: string; msg: string }[];
  /** The last transient failure (network, 5xx), cleared by the next success. */
  lastError: string;
  /** Replay is paused until the same user logs in again (4010/4012). */
  authRequired: boolean;
  /** Logged out: changes of the account that was signed in here, sent once it logs in again (issue 10.5). */
  waitingForLogin: number;
  /** The outbox has been read since start: until then `pending` is not known yet (issue 10.7). */
  outboxRead: boolean;
  /** This tab's engine holds the replay lock. */
  leader: boolean;
  lastSyncedAt: number;
}

export const INITIAL_STATUS: SyncStatus = {
  clientId: '', online: true, pending: 0, rejected: [], lastError: '', authRequired: false, waitingForLogin: 0, outboxRead: false, leader: false, lastSyncedAt: 0,
};

/**
 * What a failed read changes in the status. A read the host refused for its own reason (not found, not allowed) is
 * that screen's answer, not trouble syncing: the app-wide bar keeps showing only the network's and the host's failures.
 * A read refused because the login is over says nothing in the bar either: the login-lost handler says it once (the
 * reason's alert, or the login-focus page), and the bar would repeat the reason, then 请先登录 for each call after it.
 */
export function statusAfterFailedRead(errorKind: string, msg: string): Partial<SyncStatus> {
  if (errorKind === 'business' || errorKind === 'login') return { online: true };
  return { lastError: msg, online: errorKind !== 'network' };
}

export function createStatusStore(initial: SyncStatus = INITIAL_STATUS) {
  let status = initial;
  const listeners = new Set<(s: SyncStatus) => void>();
  return {
    get: () => status,
    update(change: Partial<SyncStatus>) {
      status = { ...status, ...change };
      for (const listener of listeners) listener(status);
    },
    subscribe(listener: (s: SyncStatus) => void): () => void {
      listeners.add(listener);
      listener(status);
      return () => listeners.delete(listener);
    },
  };
}

export type StatusStore = ReturnType<typeof createStatusStore>;

/**
 * What the engine's reads do to the status. A read that succeeds takes down the message a failed read put in the
 * app-wide bar: left up, a screen's old failure (获取失败, 服务器开小差了~) followed the user to every page until a
 * change was next sent (issue 34.12). A replay's or the store's message is theirs to clear.
 */
export function createReadReporter(status: StatusStore) {
  let shown = '';
  return {
    succeeded(): void {
      const stale = shown !== '' && status.get().lastError === shown;
      shown = '';
      status.update(stale ? { online: true, lastError: '' } : { online: true });
    },
    failed(errorKind: string, msg: string): void {
      const change = statusAfterFailedRead(errorKind, msg);
      if (change.lastError) shown = change.lastError;
      status.update(change);
    },
  };
}
