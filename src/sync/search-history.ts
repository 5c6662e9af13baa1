import { map, type Observable } from 'rxjs';
import { SEARCH_HISTORY_MAX } from '../domain/constants';
import { pushSearchHistory } from '../domain/history';
import type { StarqDatabase } from '../db/database';
import { recordId } from '../db/rx-schema';
import type { SearchHistoryDoc } from '../db/collections/search-history';
import { writeConfirmed } from './write-generations';

/** The outbox mutation that clears the account's history on the host. */
export const CLEAR_SEARCH_HISTORY = 'search.clearHistory';

export type SearchHistoryChange = { remember: string } | { clear: true };

/**
 * A search made on this device, written at once so the history works offline (a local-only write, not an
 * outbox entry: the host records a signed-in user's keyword itself when the search reaches it). userId ''
 * is the signed-out device. Keeps the newest SEARCH_HISTORY_MAX, as the history shows.
 */
export async function rememberSearch(db: StarqDatabase, userId: string, keyword: string, now: number): Promise<void> {
  const trimmed = keyword.trim();
  if (!trimmed) return;
  await writeConfirmed(db, 'searchHistory', userId, async () => {
    const id = recordId(userId, trimmed);
    const existing = await db.searchHistory.findOne(id).exec();
    await db.searchHistory.upsert({ id, userId, keyword: trimmed, searchedAt: now, updatedAt: existing?.updatedAt ?? 0 });
    const older = await db.searchHistory.find({ selector: { userId }, sort: [{ searchedAt: 'desc' }], skip: SEARCH_HISTORY_MAX }).exec();
    if (older.length) await db.searchHistory.bulkRemove(older.map((d) => d.id));
  });
}

/** Removes the history this device shows for the user; the caller queues the host's clear for a signed-in user. */
export async function forgetSearches(db: StarqDatabase, userId: string): Promise<void> {
  await writeConfirmed(db, 'searchHistory', userId, async () => {
    const docs = await db.searchHistory.find({ selector: { userId } }).exec();
    if (docs.length) await db.searchHistory.bulkRemove(docs.map((d) => d.id));
  });
}

/** The history the search page shows: the account's pulled keywords and this device's, newest first, at most 10. */
export const SEARCH_HISTORY_QUERIES = {
  searchHistory: (db: StarqDatabase, p: { userId: string }): Observable<string[]> =>
    db.searchHistory.find({ selector: { userId: p.userId }, sort: [{ searchedAt: 'desc' }] }).$.pipe(map((docs) =>
      docs.map((d) => d.toJSON() as SearchHistoryDoc).reduceRight<string[]>((list, d) => pushSearchHistory(list, d.keyword), []))),
};

/**
 * The search page's edits. Clearing queues the host's clear first (a signed-in user's), then removes the
 * local copies: a pull already in flight is dropped by the removal, and later pulls wait for the clear.
 */
export async function editSearchHistory(
  db: StarqDatabase, userId: string, change: SearchHistoryChange, now: number, queueClear: () => Promise<unknown>,
): Promise<void> {
  if ('remember' in change) return rememberSearch(db, userId, change.remember, now);
  if (userId) await queueClear();
  await forgetSearches(db, userId);
}
