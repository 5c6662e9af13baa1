import type { StarqDatabase } from '../database';
import type { RecordDoc } from '../collections/records';
import { RECORD_SCHEMAS, type RecordData, type RecordKind } from './kinds';

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
    data: RECORD_SCHEMAS[kind].parse(input.data),
  };
}

/** null when the stored data fails its kind's schema (a schema changed since it was written): skipped until written again. */
export function readRecord<K extends RecordKind>(kind: K, doc: RecordDoc): RecordRow<K> | null {
  const data = RECORD_SCHEMAS[kind].safeParse(doc.data);
  if (doc.kind !== kind || !data.success) return null;
  const { id: _id, ...row } = doc;
  return { ...row, kind, data: data.data as RecordData<K> };
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
