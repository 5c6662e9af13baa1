import { combineLatest, map, type Observable } from 'rxjs';
import type { StarqDatabase } from '../db/database';
import type { OutboxEntry } from '../db/collections/outbox';
import { markKind, type MarkType } from '../db/records/mark';
import { recordById, recordsOfKind } from '../db/records/queries';
import type { ShopRecord } from '../db/records/shop';
import { markOfRecord } from './marks-records';
import { deriveMarks, recommendParamsOf, type MarkView } from './marks-view';

function outboxOf(db: StarqDatabase, userId: string): Observable<OutboxEntry[]> {
  return db.outbox.find({ selector: { userId }, sort: [{ seq: 'asc' }] }).$.pipe(map((docs) => docs.map((d) => d.toJSON() as OutboxEntry)));
}

function marksView(db: StarqDatabase, p: { userId: string; type: MarkType }): Observable<MarkView[]> {
  return combineLatest([
    recordsOfKind(db, { kind: markKind(p.type), userId: p.userId }),
    outboxOf(db, p.userId),
  ]).pipe(map(([rows, entries]) => deriveMarks(rows.map((row) => markOfRecord(p.type, row)), entries, p.userId, p.type)));
}

/** Live queries of issue 4 part 2: marks derived with the outbox, and shops met. */
export const MARKS_LIVE_QUERIES = {
  marksView,

  /** One goods or shop: marked or not in the optimistic view, and whether that is still queued. */
  markState: (db: StarqDatabase, p: { userId: string; type: MarkType; targetId: string }): Observable<{ marked: boolean; pending: boolean }> =>
    marksView(db, p).pipe(map((marks) => {
      const mark = marks.find((m) => m.targetId === p.targetId);
      return { marked: mark !== undefined, pending: mark?.pending ?? false };
    })),

  recommendParams: (db: StarqDatabase, p: { userId: string }): Observable<{ classId: string }[]> =>
    marksView(db, { userId: p.userId, type: 'browse' }).pipe(map(recommendParamsOf)),

  shopById: (db: StarqDatabase, p: { shopId: string }): Observable<ShopRecord | null> =>
    recordById(db, { kind: 'shop', userId: '', recordId: p.shopId }).pipe(map((row) => row?.data ?? null)),
};
