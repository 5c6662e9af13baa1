const WATCH_DATABASE = 'starq-store-watch';

/**
 * Calls `onLost` once if the browser closes this origin's IndexedDB under the running app (清除网站数据, storage
 * evicted: RELIABILITY 11). The sync worker's store is closed with it, so every read and queued change would fail
 * until the app starts again. A connection of its own is held for this: a forced close fires `close` on every
 * connection, and an empty database of ours is never closed or upgraded by anything else.
 */
export function watchStoreLoss(onLost: () => void, idb: IDBFactory | undefined = globalThis.indexedDB): void {
  if (!idb) return;
  let request: IDBOpenDBRequest;
  try {
    request = idb.open(WATCH_DATABASE, 1);
  } catch {
    return;
  }
  request.onsuccess = () => {
    const connection = request.result;
    connection.onclose = () => onLost();
    // Never the one holding up a deletion or upgrade of the watch database: that is not a loss.
    connection.onversionchange = () => connection.close();
  };
  // A store that cannot open at all is the worker's to report; this watch only has nothing to watch.
  request.onerror = (event) => event.preventDefault();
}
