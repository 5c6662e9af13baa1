import { combineLatest, map, type Observable } from 'rxjs';
import type { StarqDatabase } from '../db/database';
import type { OutboxEntry } from '../db/collections/outbox';
import { listKind, type ListEntryType } from '../db/records/list-entry';
import { recordById, recordsOfKind } from '../db/records/queries';
import type { ShopRecord } from '../db/records/shop';
import { entryOfRecord } from './my-lists-records';
import { deriveMyLists, recommendParamsOf, type ListEntryView } from './my-lists-view';

function outboxOf(db: StarqDatabase, userId: string): Observable<OutboxEntry[]> {
  return db.outbox.find({ selector: { userId }, sort: [{ seq: 'asc' }] }).$.pipe(map((docs) => docs.map((d) => d.toJSON() as OutboxEntry)));
}

function myListsView(db: StarqDatabase, p: { userId: string; type: ListEntryType }): Observable<ListEntryView[]> {
  return combineLatest([
    recordsOfKind(db, { kind: listKind(p.type), userId: p.userId }),
    outboxOf(db, p.userId),
  ]).pipe(map(([rows, entries]) => deriveMyLists(rows.map((row) => entryOfRecord(p.type, row)), entries, p.userId, p.type)));
}

/** Live queries of issue 4 part 2: marks derived with the outbox, and shops met. */
export const MARKS_LIVE_QUERIES = {
  myListsView,

  /** One goods or shop: marked or not in the optimistic view, and whether that is still queued. */
  listState: (db: StarqDatabase, p: { userId: string; type: ListEntryType; targetId: string }): Observable<{ marked: boolean; pending: boolean }> =>
    myListsView(db, p).pipe(map((myLists) => {
      const entry = myLists.find((m) => m.targetId === p.targetId);
      return { marked: entry !== undefined, pending: entry?.pending ?? false };
    })),

  recommendParams: (db: StarqDatabase, p: { userId: string }): Observable<{ classId: string }[]> =>
    myListsView(db, { userId: p.userId, type: 'browse' }).pipe(map(recommendParamsOf)),

  shopById: (db: StarqDatabase, p: { shopId: string }): Observable<ShopRecord | null> =>
    recordById(db, { kind: 'shop', userId: '', recordId: p.shopId }).pipe(map((row) => row?.data ?? null)),
};
