import { indexedDB, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { addRxPlugin, createRxDatabase, type RxCollection, type RxStorage } from 'rxdb';
import { RxDBDevModePlugin } from 'rxdb/plugins/dev-mode';
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv';
import { z } from 'zod';
import { DraftDocSchema, DraftGoodsFieldsSchema } from './collections/drafts';
import { createStarqDatabase } from './database';
import { toRxSchema } from './rx-schema';
import { dexieStorage } from './storage';

addRxPlugin(RxDBDevModePlugin);

const storage = () => wrappedValidateAjvStorage({ storage: dexieStorage({ indexedDB, IDBKeyRange }) as never }) as RxStorage<unknown, unknown>;
/** The drafts collection as the shop goods issue first shipped it (version 0, no kind, facts or properties). */
const draftsV0 = toRxSchema(DraftDocSchema.extend({ fields: DraftGoodsFieldsSchema.omit({ kind: true, kindInfo: true, specs: true }) }) as z.ZodType,
  { primaryKey: 'id', indexes: [['userId', 'updatedAt']] });

describe('the drafts collection, version 1', () => {
  it('keeps a draft typed before the update, as an ordinary goods without facts or properties', async () => {
    const old = await createRxDatabase<{ drafts: RxCollection }>({ name: 'drafts-v0', storage: storage(), multiInstance: true });
    await old.addCollections({ drafts: { schema: draftsV0 } });
    const fields = { name: '旧草稿', classId: '', salePrice: '9.9', originalPrice: '', stock: '3', description: '', onShelf: false };
    await old.drafts.insert({ id: 'U1:d1', draftId: 'd1', userId: 'U1', mode: 'new', fields, base: {}, media: [], outboxId: '', updatedAt: 1 });
    await old.close();

    const db = await createStarqDatabase(storage(), 'drafts-v0');
    await db.drafts.getMigrationState().migratePromise();
    const draft = await db.drafts.findOne('U1:d1').exec();
    expect(draft?.toJSON().fields).toEqual({ ...fields, kind: 'ordinary', kindInfo: {}, specs: [] });
    await db.close();
  });
});
