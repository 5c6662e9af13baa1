import { map, type Observable } from 'rxjs';
import type { StarqDatabase } from '../database';
import type { RecordDoc } from '../collections/records';
import type { RecordKind } from './kinds';
import { readRecord, recordKey, type RecordRow } from './records';

/** One of the three index shapes of docs/decisions/003: by time, a parent's children, or one sort text (a status tab). */
export type RecordsQuery<K extends RecordKind> = { kind: K; userId: string; limit?: number }
  & ({ parentId?: string; sortText?: never } | { sortText?: string; parentId?: never });

/** The user's records of one kind, newest sortNum first. */
export function recordsOfKind<K extends RecordKind>(db: StarqDatabase, p: RecordsQuery<K>): Observable<RecordRow<K>[]> {
  const selector: Record<string, string> = { userId: p.userId, kind: p.kind };
  if (p.parentId !== undefined) selector.parentId = p.parentId;
  if (p.sortText !== undefined) selector.sortText = p.sortText;
  const query = db.records.find({ selector, sort: [{ sortNum: 'desc' }, { id: 'desc' }], ...(p.limit ? { limit: p.limit } : {}) });
  return query.$.pipe(map((docs) => docs
    .map((doc) => readRecord(p.kind, doc.toJSON() as RecordDoc))
    .filter((row): row is RecordRow<K> => row !== null)));
}

export function recordById<K extends RecordKind>(db: StarqDatabase, p: { kind: K; userId: string; recordId: string }): Observable<RecordRow<K> | null> {
  return db.records.findOne(recordKey(p.userId, p.kind, p.recordId)).$
    .pipe(map((doc) => (doc ? readRecord(p.kind, doc.toJSON() as RecordDoc) : null)));
}

export const RECORD_QUERIES = { recordsOfKind, recordById };
