import {
  getPrimaryFieldOfPrimaryKey, getProperty, getQueryMatcher, setProperty,
  type DexieStorageInternals, type PreparedQuery, type RxDocumentData, type RxStorage, type RxStorageInstance, type RxStorageQueryResult,
} from 'rxdb';
import { DEXIE_DOCS_TABLE_NAME, dexieReplaceIfStartsWithPipe, getKeyRangeByQueryPlan } from 'rxdb/plugins/storage-dexie';

/** Rows asked of IndexedDB at most per request once the query matcher has dropped rows. */
const MAX_BATCH = 500;

/**
 * A stored row as the storage hands it out. RxDB's own conversion (`fromDexieToStorage`) copies every row deeply to
 * rename keys stored as `__x` back to `|x` and to turn boolean index fields stored as '0'/'1' back into booleans. No
 * document of ours has a key beginning with '|' (our schemas' keys are camelCase; RxDB's own `_deleted`, `_meta`,
 * `_rev` and `_attachments` begin with '_'), so only the booleans need restoring, and `getAll` hands out fresh objects
 * that may be changed in place: the deep copy was a third of a 2,000-row read (docs/performance.md, shop goods list).
 */
function asStoredDoc(booleanIndexes: string[], row: Record<string, unknown>): Record<string, unknown> {
  for (const field of booleanIndexes) {
    if (field.includes('.')) setProperty(row, field, getProperty(row, dexieReplaceIfStartsWithPipe(field)) === '1');
    else row[field] = row[field] === '1';
  }
  return row;
}

/**
 * A query whose index order is its sort order (`queryPlan.sortSatisfiedByIndex`), read from RxDB's Dexie storage
 * with `getAll` instead of a cursor.
 *
 * RxDB's Dexie storage reads every query with an IndexedDB cursor: one `continue()`, one round trip to the
 * browser's IndexedDB, per row. When the index order is the answer's order, the answer is the first `skip + limit`
 * rows of the index range that match the selector, so this asks for exactly that many with one
 * `getAll(range, skip + limit)`; when the query matcher drops some (the index does not cover the whole selector),
 * it asks for the rest, in growing batches, starting after the last row's index key (RxDB ends every index with the
 * primary key, so keys are unique). The rows, the key range and the matcher are the storage's own, so the answer is
 * the same (src/db/index-range-query.test.ts compares them; docs/performance.md, local query).
 */
export async function firstRowsInIndexOrder<RxDocType>(
  instance: RxStorageInstance<RxDocType, DexieStorageInternals, unknown>,
  preparedQuery: PreparedQuery<RxDocType>,
): Promise<RxStorageQueryResult<RxDocType>> {
  const state = await instance.internals;
  const { query, queryPlan } = preparedQuery;
  const skip = query.skip ?? 0;
  const end = skip + (typeof query.limit === 'number' ? query.limit : Infinity);
  if (end === 0) return { documents: [] };
  const matcher = queryPlan.selectorSatisfiedByIndex ? null : getQueryMatcher(instance.schema, query);
  let range: IDBKeyRange;
  try {
    range = getKeyRangeByQueryPlan(state.booleanIndexes, queryPlan, (state.dexieDb as unknown as { _options: { IDBKeyRange?: typeof IDBKeyRange } })._options.IDBKeyRange) as IDBKeyRange;
  } catch (error) {
    // As the storage's own query: a range IndexedDB cannot express (lower above upper) has no rows.
    if ((error as Error).name === 'DataError') return { documents: [] };
    throw error;
  }
  const fields = queryPlan.index.map((field) => dexieReplaceIfStartsWithPipe(field));
  const keyOf = (row: unknown) => fields.map((field) => getProperty(row as Record<string, unknown>, field) as IDBValidKey);
  const KeyRange = range.constructor as typeof IDBKeyRange;
  const documents: RxDocumentData<RxDocType>[] = [];

  await state.dexieDb.transaction('r', state.dexieTable, (tx) => new Promise<void>((resolve, reject) => {
    const index = tx.idbtrans.objectStore(DEXIE_DOCS_TABLE_NAME).index(`[${fields.join('+')}]`);
    const read = (from: IDBKeyRange, count: number) => {
      // No limit: the whole range is read whatever the matcher drops, so it is asked for in one request, as Dexie's
      // toArray does, not in batches of 500 (a 2,000-row list made four round trips).
      const request = Number.isFinite(count) ? index.getAll(from, count) : index.getAll(from);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB getAll failed'));
      request.onsuccess = () => {
        try {
          const rows = request.result as unknown[];
          // Taken before the rows are turned into documents in place (index values are stored as the storage keeps them).
          const lastKey = rows.length ? keyOf(rows[rows.length - 1]) : [];
          for (const row of rows) {
            const doc = asStoredDoc(state.booleanIndexes, row as Record<string, unknown>) as RxDocumentData<RxDocType>;
            if (!matcher || matcher(doc)) documents.push(doc);
            if (documents.length === end) return resolve();
          }
          if (!Number.isFinite(count) || rows.length < count) return resolve();
          const next = Math.min(Math.max(end - documents.length, rows.length * 2), MAX_BATCH);
          let rest: IDBKeyRange;
          try {
            rest = KeyRange.bound(lastKey, range.upper, true, range.upperOpen);
          } catch {
            // The last row sits on the range's upper end: nothing is left to read.
            return resolve();
          }
          read(rest, next);
        } catch (error) {
          reject(error as Error);
        }
      };
    };
    read(range, end);
  }));
  return { documents: documents.slice(skip) };
}

/**
 * RxDB's Dexie storage with `firstRowsInIndexOrder` for the queries it can answer: index order is the sort order,
 * and the index ends with the primary key (every schema index does; a query's own `index` may not). The others
 * keep the storage's cursor.
 */
export function withIndexOrderQueries<S extends RxStorage<unknown, unknown>>(storage: S): S {
  return {
    ...storage,
    async createStorageInstance(params) {
      const instance = await storage.createStorageInstance(params);
      const dexie = instance as unknown as RxStorageInstance<unknown, DexieStorageInternals, unknown>;
      const primaryPath = getPrimaryFieldOfPrimaryKey(params.schema.primaryKey);
      const cursorQuery = dexie.query.bind(dexie);
      dexie.query = (preparedQuery) => (preparedQuery.queryPlan.sortSatisfiedByIndex && preparedQuery.queryPlan.index.at(-1) === primaryPath
        ? firstRowsInIndexOrder(dexie, preparedQuery)
        : cursorQuery(preparedQuery));
      return instance;
    },
  };
}
