import { indexedDB, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { addRxPlugin, createRxDatabase, getAllCollectionDocuments, type RxCollection, type RxJsonSchema, type RxStorage } from 'rxdb';
import { RxDBDevModePlugin } from 'rxdb/plugins/dev-mode';
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv';
import { createStarqDatabase } from './database';
import { dexieStorage } from './storage';

addRxPlugin(RxDBDevModePlugin);

const storage = () => wrappedValidateAjvStorage({ storage: dexieStorage({ indexedDB, IDBKeyRange }) as never }) as RxStorage<unknown, unknown>;
const oldSchema = (primaryKey: string): RxJsonSchema<Record<string, string>> => ({
  version: 0, primaryKey, type: 'object', properties: { [primaryKey]: { type: 'string', maxLength: 128 }, name: { type: 'string' } }, required: [primaryKey],
});

/** The stores the version before `records` left behind: shops and marks (docs/decisions/003). */
async function openOldDevice(name: string) {
  const db = await createRxDatabase<{ shops: RxCollection; myLists: RxCollection }>({ name, storage: storage(), multiInstance: true });
  await db.addCollections({ shops: { schema: oldSchema('shopId') }, myLists: { schema: oldSchema('id') } });
  return db;
}

describe('createStarqDatabase', () => {
  it('opens records, and empties and forgets the folded shops and myLists stores once', async () => {
    const old = await openOldDevice('folded');
    await old.shops.insert({ shopId: 'S1', name: '旧店' });
    await old.myLists.insert({ id: 'U1:focus:S1', name: '旧关注' });
    await old.close();

    const db = await createStarqDatabase(storage(), 'folded');
    expect(Object.keys(db.collections).sort()).toEqual([
      'addresses', 'cache', 'cart', 'categories', 'drafts', 'goods', 'invoices', 'kv', 'orders', 'outbox', 'records', 'searchHistory',
    ]);
    const known = (await getAllCollectionDocuments(db.internalStore)).map((doc) => doc.data.name);
    expect(known).not.toContain('shops');
    expect(known).not.toContain('marks');
    await db.close();

    const reopened = await openOldDevice('folded');
    expect(await reopened.shops.count().exec()).toBe(0);
    await reopened.close();
  });
});
