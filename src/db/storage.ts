import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import type { RxStorage } from 'rxdb';

/** The browser's IndexedDB through Dexie; tests pass fake-indexeddb's globals. */
export function dexieStorage(indexedDBGlobals?: { indexedDB: IDBFactory; IDBKeyRange: typeof IDBKeyRange }): RxStorage<unknown, unknown> {
  return getRxStorageDexie(indexedDBGlobals) as RxStorage<unknown, unknown>;
}
