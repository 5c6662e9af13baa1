import { combineLatest, map, type Observable } from 'rxjs';
import type { StarqDatabase } from '../db/database';
import type { MarkDoc, MarkType } from '../db/collections/marks';
import type { OutboxEntry } from '../db/collections/outbox';
import type { ShopDoc } from '../db/collections/shops';
import { deriveMarks, recommendParamsOf, type MarkView } from './marks-view';

function outboxOf(db: StarqDatabase, userId: string): Observable<OutboxEntry[]> {
  return db.outbox.find({ selector: { userId }, sort: [{ seq: 'asc' }] }).$.pipe(map((docs) => docs.map((d) => d.toJSON() as OutboxEntry)));
}

function marksView(db: StarqDatabase, p: { userId: string; type: MarkType }): Observable<MarkView[]> {
  return combineLatest([
    db.marks.find({ selector: { userId: p.userId, type: p.type } }).$,
    outboxOf(db, p.userId),
  ]).pipe(map(([docs, entries]) => deriveMarks(docs.map((d) => d.toJSON() as MarkDoc), entries, p.userId, p.type)));
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

  shopById: (db: StarqDatabase, p: { shopId: string }): Observable<ShopDoc | null> =>
    db.shops.findOne(p.shopId).$.pipe(map((doc) => (doc ? (doc.toJSON() as ShopDoc) : null))),
};
