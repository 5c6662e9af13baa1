import type { StarqDatabase } from '../database';
import type { RecordDoc } from '../collections/records';
import { RECORD_SCHEMAS, type RecordData, type RecordKind } from './kinds';
import { schemaStampOf } from './schema-stamp';

export const recordKey = (userId: string, kind: RecordKind, recordId: string) => `${userId}:${kind}:${recordId}`;

/** A record as readers get it: the document without its local key, `data` typed by its kind. */
export interface RecordRow<K extends RecordKind> {
  kind: K;
  recordId: string;
  userId: string;
  parentId: string;
  sortNum: number;
  sortText: string;
  updatedAt: number;
  data: RecordData<K>;
}

/** What writers give; `''` for a parent or sort text the kind does not use. */
export type RecordInput<K extends RecordKind> = Omit<RecordRow<K>, 'kind' | 'parentId' | 'sortText'> & { parentId?: string; sortText?: string };

/** Throws when `data` does not pass the kind's schema: nothing unchecked is stored. */
export function toRecordDoc<K extends RecordKind>(kind: K, input: RecordInput<K>): RecordDoc {
  return {
    id: recordKey(input.userId, kind, input.recordId), kind, recordId: input.recordId, userId: input.userId,
    parentId: input.parentId ?? '', sortNum: input.sortNum, sortText: input.sortText ?? '', updatedAt: input.updatedAt,
    data: RECORD_SCHEMAS[kind].parse(input.data), checkedBy: schemaStampOf(kind),
  };
}

/**
 * null when the stored data fails its kind's schema (a schema changed since it was written): skipped until written
 * again. Data written under the kind's current schema passed it then and is not checked twice. Only the record's own
 * fields are read, so a stored row (with the storage's `_rev`, `_meta`…) may be given as it is.
 */
export function readRecord<K extends RecordKind>(kind: K, doc: RecordDoc): RecordRow<K> | null {
  if (doc.kind !== kind) return null;
  const row = (data: unknown): RecordRow<K> => ({
    kind, recordId: doc.recordId, userId: doc.userId, parentId: doc.parentId, sortNum: doc.sortNum, sortText: doc.sortText,
    updatedAt: doc.updatedAt, data: data as RecordData<K>,
  });
  if (doc.checkedBy === schemaStampOf(kind)) return row(doc.data);
  const checked = RECORD_SCHEMAS[kind].safeParse(doc.data);
  return checked.success ? row(checked.data) : null;
}

export async function upsertRecords<K extends RecordKind>(db: StarqDatabase, kind: K, inputs: RecordInput<K>[]): Promise<void> {
  if (inputs.length) await db.records.bulkUpsert(inputs.map((input) => toRecordDoc(kind, input)));
}

export async function removeRecords(db: StarqDatabase, kind: RecordKind, userId: string, recordIds: string[]): Promise<void> {
  if (recordIds.length) await db.records.bulkRemove(recordIds.map((recordId) => recordKey(userId, kind, recordId)));
}

export async function findRecord<K extends RecordKind>(db: StarqDatabase, kind: K, userId: string, recordId: string): Promise<RecordRow<K> | null> {
  const doc = await db.records.findOne(recordKey(userId, kind, recordId)).exec();
  return doc ? readRecord(kind, doc.toJSON() as RecordDoc) : null;
}

export async function recordIdsOf(db: StarqDatabase, kind: RecordKind, userId: string): Promise<string[]> {
  return (await db.records.find({ selector: { userId, kind } }).exec()).map((doc) => doc.recordId);
}
