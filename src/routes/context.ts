import type { ApiClient } from '../api/client';
import type { SessionStore } from '../api/session-store';
import type { SyncHandle } from '../workers/sync-handle';

/** What every route receives through router context (STYLE: no module globals). */
export interface AppContext {
  sync: SyncHandle;
  session: SessionStore;
  /** For the calls that make no sense offline: login, logout. */
  api: ApiClient;
  /** spec §4 protected actions: asks 当前用户未登录是否登录？ */
  askLogin(): Promise<boolean>;
  /** The location shown before the navigation in progress (where "cancel" goes back to). */
  previousHref(): string | undefined;
}
