import { indexedDB, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { addRxPlugin, createRxDatabase, type RxCollection, type RxStorage } from 'rxdb';
import { RxDBDevModePlugin } from 'rxdb/plugins/dev-mode';
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv';
import { z } from 'zod';
import { asFormDraft, DraftDocSchema, DraftGoodsFieldsSchema } from './collections/drafts';
import { createStarqDatabase } from './database';
import { toRxSchema } from './rx-schema';
import { dexieStorage } from './storage';

addRxPlugin(RxDBDevModePlugin);

const storage = () => wrappedValidateAjvStorage({ storage: dexieStorage({ indexedDB, IDBKeyRange }) as never }) as RxStorage<unknown, unknown>;
const goodsDraftDoc = DraftDocSchema.omit({ form: true }).extend({ fields: DraftGoodsFieldsSchema });
/** The drafts collection as the shop goods issue first shipped it (version 0, no kind, facts or properties). */
const draftsV0 = toRxSchema(goodsDraftDoc.extend({ fields: DraftGoodsFieldsSchema.omit({ kind: true, kindInfo: true, specs: true }) }) as z.ZodType,
  { primaryKey: 'id', indexes: [['userId', 'updatedAt']] });
/** Version 1: goods drafts only, with kind, facts and properties, and no `form`. */
const draftsV1 = toRxSchema(goodsDraftDoc as z.ZodType, { primaryKey: 'id', indexes: [['userId', 'updatedAt']], version: 1 });

/** Version 3: goods, theme, blind box, short video and dynamic drafts, before the coupon form. */
const draftsV3 = toRxSchema(DraftDocSchema.extend({ form: z.enum(['goods', 'theme', 'blindbox', 'shortVideo', 'dynamic']) }) as z.ZodType,
  { primaryKey: 'id', indexes: [['userId', 'updatedAt']], version: 3 });

const media = [{ key: 'k1', slot: 'img', status: 'waiting', progress: 40, url: '', mediaId: '', error: '' }];

// Each test opens a database and migrates it through every version since (four now): over the 5 s default on a busy
// two-core machine.
const MIGRATION_TIMEOUT = 30_000;

describe('the drafts collection, version 2', () => {
  it('keeps a draft typed before version 1, as an ordinary goods draft without facts or properties', async () => {
    const old = await createRxDatabase<{ drafts: RxCollection }>({ name: 'drafts-v0', storage: storage(), multiInstance: true });
    await old.addCollections({ drafts: { schema: draftsV0 } });
    const fields = { name: '旧草稿', classId: '', salePrice: '9.9', originalPrice: '', stock: '3', description: '', onShelf: false };
    await old.drafts.insert({ id: 'U1:d1', draftId: 'd1', userId: 'U1', mode: 'new', fields, base: {}, media: [], outboxId: '', updatedAt: 1 });
    await old.close();

    const db = await createStarqDatabase(storage(), 'drafts-v0');
    await db.drafts.getMigrationState().migratePromise();
    const draft = await db.drafts.findOne('U1:d1').exec();
    expect(draft?.toJSON()).toMatchObject({ form: 'goods', fields: { ...fields, kind: 'ordinary', kindInfo: {}, specs: [] } });
    await db.close();
  }, MIGRATION_TIMEOUT);

  it('keeps a version 1 goods draft intact (fields, base, media, queued publish) as a goods draft', async () => {
    const old = await createRxDatabase<{ drafts: RxCollection }>({ name: 'drafts-v1', storage: storage(), multiInstance: true });
    await old.addCollections({ drafts: { schema: draftsV1, migrationStrategies: { 1: (d: unknown) => d } } });
    const doc = {
      id: 'U1:G1', draftId: 'G1', userId: 'U1', mode: 'edit', base: { name: '油画', salePrice: 990000 }, media, outboxId: 'o1', updatedAt: 5,
      fields: {
        name: '油画（修改）', classId: 'C1', salePrice: '9900', originalPrice: '', stock: '1', description: '布面', onShelf: true,
        kind: 'art', kindInfo: { artist: '林风眠', year: '1962', material: '纸本设色' }, specs: [{ name: '尺寸', values: '大/小' }],
      },
    };
    await old.drafts.insert(doc);
    await old.close();

    const db = await createStarqDatabase(storage(), 'drafts-v1');
    await db.drafts.getMigrationState().migratePromise();
    const migrated = (await db.drafts.findOne('U1:G1').exec())!.toJSON();
    expect(migrated).toEqual({ ...doc, form: 'goods' });
    expect(asFormDraft(migrated as never, 'goods')?.fields).toEqual(doc.fields);
    expect(asFormDraft(migrated as never, 'theme')).toBeNull();
    await db.close();
  }, MIGRATION_TIMEOUT);
});

describe('the drafts collection, version 4 (coupon drafts, issue 32)', () => {
  it('keeps a version 3 dynamic draft as it was, and takes a coupon draft beside it', async () => {
    const old = await createRxDatabase<{ drafts: RxCollection }>({ name: 'drafts-v3', storage: storage(), multiInstance: true });
    const same = (d: unknown) => d;
    await old.addCollections({ drafts: { schema: draftsV3, migrationStrategies: { 1: same, 2: same, 3: same } } });
    const doc = {
      id: 'U1:D1', draftId: 'D1', userId: 'U1', form: 'dynamic', mode: 'new', base: {}, media, outboxId: '', updatedAt: 7,
      fields: { text: '今天上新', communityId: 'C1', publishRequested: false },
    };
    await old.drafts.insert(doc);
    await old.close();

    const db = await createStarqDatabase(storage(), 'drafts-v3');
    await db.drafts.getMigrationState().migratePromise();
    expect((await db.drafts.findOne('U1:D1').exec())!.toJSON()).toEqual(doc);
    const fields = {
      owner: 'shop', name: '满200减20', kind: 'FULL_REDUCTION', scope: 'SHOP', goodsIds: [], threshold: '200', amount: '20', discount: '',
      cap: '', validKind: 'DAYS', validFrom: '', validTo: '', validDays: '7', total: '100', perUser: '1', newUser: false,
    };
    await db.drafts.insert({ ...doc, id: 'U1:C1', draftId: 'C1', form: 'coupon', mode: 'new', media: [], fields });
    const coupon = (await db.drafts.findOne('U1:C1').exec())!.toJSON();
    expect(asFormDraft(coupon as never, 'coupon')?.fields).toEqual(fields);
    expect(asFormDraft(coupon as never, 'dynamic')).toBeNull();
    await db.close();
  }, MIGRATION_TIMEOUT);
});
