import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import type { RxStorage } from 'rxdb';
import { withIndexOrderQueries } from './index-range-query';
import { silenceOpenCoreBanner } from './vendor-notice';

/** The browser's IndexedDB through Dexie; tests pass fake-indexeddb's globals. */
export function dexieStorage(indexedDBGlobals?: { indexedDB: IDBFactory; IDBKeyRange: typeof IDBKeyRange }): RxStorage<unknown, unknown> {
  silenceOpenCoreBanner();
  return withIndexOrderQueries(getRxStorageDexie(indexedDBGlobals) as RxStorage<unknown, unknown>);
}
