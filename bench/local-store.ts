import { indexedDB, IDBKeyRange } from 'fake-indexeddb';
import Dexie from 'dexie';
import { createStarqDatabase, type StarqDatabase } from '../src/db/database';
import { dexieStorage } from '../src/db/storage';

let counter = 0;

/** The product's local store (RxDB on Dexie) over fake-indexeddb, as the sync worker opens it. */
export async function openProductStore(): Promise<StarqDatabase> {
  return createStarqDatabase(dexieStorage({ indexedDB, IDBKeyRange }), `benchstore${++counter}${Date.now()}`);
}

/** The baseline: plain Dexie on the same IndexedDB implementation, indexed like the goods collection. */
export function openPlainDexie(): Dexie {
  const db = new Dexie(`benchplain${++counter}${Date.now()}`, { indexedDB, IDBKeyRange });
  db.version(1).stores({ goods: '&goodsId, updatedAt, sales, [goodsKind+sales], [goodsClassId+goodsSalePrice], goodsSalePrice' });
  return db;
}
