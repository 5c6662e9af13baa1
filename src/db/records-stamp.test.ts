import { indexedDB, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { addRxPlugin, createRxDatabase, type RxCollection, type RxStorage } from 'rxdb';
import { RxDBDevModePlugin } from 'rxdb/plugins/dev-mode';
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv';
import type { z } from 'zod';
import { RecordDocSchema, recordsRxSchema, type RecordDoc } from './collections/records';
import { createStarqDatabase } from './database';
import { readRecord, recordKey, toRecordDoc } from './records/records';
import { schemaStampOf } from './records/schema-stamp';
import { toRxSchema } from './rx-schema';
import { dexieStorage } from './storage';

addRxPlugin(RxDBDevModePlugin);

const storage = () => wrappedValidateAjvStorage({ storage: dexieStorage({ indexedDB, IDBKeyRange }) as never }) as RxStorage<unknown, unknown>;
const entry = { title: '耳机', image: '/x.webp', price: 990, sub: '', extra: '', classId: '01' };
const stored = (data: Record<string, unknown>, checkedBy: string): RecordDoc => ({
  id: recordKey('U1', 'mark.collect', 'G1'), kind: 'mark.collect', recordId: 'G1', userId: 'U1', parentId: '', sortNum: 1, sortText: '',
  updatedAt: 1, data, checkedBy,
});

describe('records carry the stamp of the schema their data passed', () => {
  it('stamps what it writes with its kind\'s schema, one stamp per shape', () => {
    const doc = toRecordDoc('mark.collect', { recordId: 'G1', userId: 'U1', sortNum: 1, updatedAt: 1, data: entry });
    expect(doc.checkedBy).toMatch(/^[0-9a-f]{16}$/);
    expect(doc.checkedBy).toBe(schemaStampOf('mark.collect'));
    expect(schemaStampOf('mark.focus')).not.toBe(schemaStampOf('mark.collect'));
    expect(schemaStampOf('shop.goods')).not.toBe(schemaStampOf('shop.order'));
  });

  it('checks on read only data written under another shape', () => {
    expect(readRecord('mark.collect', stored(entry, ''))?.data).toEqual(entry);
    expect(readRecord('mark.collect', stored({ title: '旧版本写的' }, ''))).toBeNull();
    expect(readRecord('mark.collect', stored({ title: '旧版本写的' }, '0123456789abcdef'))).toBeNull();
    // Current stamp: the row passed this schema when it was written, and is handed out as stored.
    const current = stored(entry, schemaStampOf('mark.collect'));
    expect(readRecord('mark.collect', current)?.data).toBe(current.data);
    expect(readRecord('mark.focus', current)).toBeNull();
  });

  it('keeps the records a device held before the stamp, unstamped, and still reads them', async () => {
    const old = await createRxDatabase<{ records: RxCollection }>({ name: 'records-v0', storage: storage(), multiInstance: true });
    const v0 = toRxSchema(RecordDocSchema.omit({ checkedBy: true }) as z.ZodType, {
      primaryKey: 'id', indexes: recordsRxSchema.indexes as string[][],
    });
    await old.addCollections({ records: { schema: v0 } });
    const { checkedBy: _, ...before } = stored(entry, '');
    await old.records.insert(before);
    await old.close();

    const db = await createStarqDatabase(storage(), 'records-v0');
    await db.records.getMigrationState().migratePromise();
    const migrated = (await db.records.findOne(before.id).exec())!.toJSON() as RecordDoc;
    expect(migrated).toEqual({ ...before, checkedBy: '' });
    expect(readRecord('mark.collect', migrated)?.data).toEqual(entry);
    await db.close();
  });
});
