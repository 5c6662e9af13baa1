import { describe, expect, it, vi } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { watchStoreLoss } from './store-loss';

// The package ships this helper (a forced close, as clearing site data does) without its types.
const { default: forceCloseDatabase } = (await import('fake-indexeddb/lib/forceCloseDatabase' as string)) as { default: (db: IDBDatabase) => void };

/** A factory that hands the test the watch's connection once it is open. */
function watchedFactory(): { idb: IDBFactory; opened: Promise<IDBDatabase> } {
  const idb = new IDBFactory();
  let resolve!: (db: IDBDatabase) => void;
  const opened = new Promise<IDBDatabase>((r) => { resolve = r; });
  const open = idb.open.bind(idb);
  idb.open = (name: string, version?: number) => {
    const request = open(name, version);
    request.addEventListener('success', () => queueMicrotask(() => resolve(request.result)));
    return request;
  };
  return { idb, opened };
}

describe('the store watch (RELIABILITY 11)', () => {
  it('tells once when the browser closes the origin\'s IndexedDB under the app', async () => {
    const { idb, opened } = watchedFactory();
    const onLost = vi.fn();
    watchStoreLoss(onLost, idb);
    const db = await opened;
    expect(onLost).not.toHaveBeenCalled();
    forceCloseDatabase(db);
    await vi.waitFor(() => expect(onLost).toHaveBeenCalledTimes(1));
  });

  it('stays quiet when the connection is closed normally, and without IndexedDB', async () => {
    const { idb, opened } = watchedFactory();
    const onLost = vi.fn();
    watchStoreLoss(onLost, idb);
    (await opened).close();
    await new Promise((r) => setTimeout(r, 20));
    expect(onLost).not.toHaveBeenCalled();
    expect(() => watchStoreLoss(onLost, undefined)).not.toThrow();
  });
});
