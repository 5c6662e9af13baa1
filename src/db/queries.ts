import { map, type Observable } from 'rxjs';
import type { GoodsKind } from '../contract/entities/goods';
import type { StarqDatabase } from './database';
import type { GoodsDoc } from './collections/goods';
import type { CategoryDoc } from './collections/categories';
import type { OutboxEntry } from './collections/outbox';
import { queryFilteredGoods } from './goods-filter-query';

const plain = <T>(docs: { toJSON(): unknown }[]) => docs.map((d) => d.toJSON() as T);

/** Typed reactive reads of the local store; the UI subscribes to them by name through the worker. */
export const DB_QUERIES = {
  goodsByKind: (db: StarqDatabase, p: { kind: GoodsKind; limit: number }): Observable<GoodsDoc[]> =>
    db.goods.find({ selector: { goodsKind: p.kind, onShelf: true }, sort: [{ sales: 'desc' }, { goodsId: 'asc' }], limit: p.limit }).$
      .pipe(map((docs) => plain<GoodsDoc>(docs))),

  goodsInClasses: (db: StarqDatabase, p: { classIds: string[]; limit: number }): Observable<GoodsDoc[]> =>
    db.goods.find({ selector: { goodsClassId: { $in: p.classIds }, onShelf: true }, sort: [{ sales: 'desc' }, { goodsId: 'asc' }], limit: p.limit }).$
      .pipe(map((docs) => plain<GoodsDoc>(docs))),

  /** Filtered and sorted like the host's list calls (spec §3 filter result, §4 sort tabs). */
  filteredGoods: queryFilteredGoods,

  goodsById: (db: StarqDatabase, p: { goodsId: string }): Observable<GoodsDoc | null> =>
    db.goods.findOne(p.goodsId).$.pipe(map((doc) => (doc ? (doc.toJSON() as GoodsDoc) : null))),

  categories: (db: StarqDatabase, _p: Record<string, never>): Observable<CategoryDoc[]> =>
    db.categories.find({ sort: [{ position: 'asc' }] }).$.pipe(map((docs) => plain<CategoryDoc>(docs))),

  cached: (db: StarqDatabase, p: { key: string }): Observable<unknown> =>
    db.cache.findOne(p.key).$.pipe(map((doc) => (doc ? (JSON.parse(doc.json) as unknown) : null))),

  /** The same answer with the time it was stored: a screen showing money offline says how old its figures are. */
  cachedEntry: (db: StarqDatabase, p: { key: string }): Observable<{ value: unknown; savedAt: number } | null> =>
    db.cache.findOne(p.key).$.pipe(map((doc) => (doc ? { value: JSON.parse(doc.json) as unknown, savedAt: doc.updatedAt } : null))),

  /** Several stored answers in the order asked, each with its time (a list query's pages, issue 30); null where none. */
  cachedEntries: (db: StarqDatabase, p: { keys: string[] }): Observable<({ value: unknown; savedAt: number } | null)[]> =>
    db.cache.findByIds(p.keys).$.pipe(map((docs) => p.keys.map((key) => {
      const doc = docs.get(key);
      return doc ? { value: JSON.parse(doc.json) as unknown, savedAt: doc.updatedAt } : null;
    }))),

  outbox: (db: StarqDatabase, p: { userId: string }): Observable<OutboxEntry[]> =>
    db.outbox.find({ selector: { userId: p.userId }, sort: [{ seq: 'asc' }] }).$
      .pipe(map((docs) => plain<OutboxEntry>(docs))),

  /** Every device user's entries: the engine counts a logged-out account's queue from it. */
  outboxAll: (db: StarqDatabase, _p: Record<string, never>): Observable<OutboxEntry[]> =>
    db.outbox.find({ sort: [{ seq: 'asc' }] }).$.pipe(map((docs) => plain<OutboxEntry>(docs))),
};
