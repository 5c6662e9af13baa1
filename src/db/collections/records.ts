import { z } from 'zod';
import { toRxSchema } from '../rx-schema';

/**
 * Typed records of every kind in src/db/records/kinds.ts, in one collection (docs/decisions/003). The key
 * `userId:kind:recordId` fits 200 characters with these field limits. `data` is checked by its kind's schema.
 */
export const RecordDocSchema = z.object({
  id: z.string().max(200),
  kind: z.string().max(32),
  recordId: z.string().max(100),
  userId: z.string().max(64),
  parentId: z.string().max(128),
  sortNum: z.number().int(),
  sortText: z.string().max(64),
  updatedAt: z.number().int(),
  data: z.record(z.string(), z.unknown()),
  /** The stamp of the kind's schema `data` passed when written (src/db/records/schema-stamp.ts); '' if unknown. */
  checkedBy: z.string().max(16),
});
export type RecordDoc = z.infer<typeof RecordDocSchema>;

export const recordsRxSchema = toRxSchema(RecordDocSchema, {
  primaryKey: 'id',
  version: 1,
  indexes: [
    ['userId', 'kind', 'sortNum', 'id'],
    ['userId', 'kind', 'parentId', 'sortNum', 'id'],
    ['userId', 'kind', 'sortText', 'sortNum', 'id'],
  ],
});

/** Version 1 added `checkedBy`: rows kept before are checked on read, as they were, until written again. */
export const recordsMigrationStrategies = {
  1: (old: Omit<RecordDoc, 'checkedBy'>): RecordDoc => ({ ...old, checkedBy: '' }),
};
