import type * as Comlink from 'comlink';

/** The local query's criteria (PERFORMANCE.md: price range, category, sort by price, first page). */
export interface LocalQuery {
  classIds: string[];
  minFen: number;
  maxFen: number;
  limit: number;
}

export interface BenchSession {
  userId: string;
  userToken: string;
  shopToken: string;
}

export interface Timed<T = undefined> {
  ms: number;
  result: T;
}

/** The product side, in a worker built like the sync worker: the product's db and sync modules on real IndexedDB. */
export interface StoreBench {
  openQueryStore(): Promise<number>;
  query(q: LocalQuery): Promise<Timed<string[]>>;
  closeQueryStore(): Promise<void>;
  pull(): Promise<Timed<number>>;
  replay(session: BenchSession, goodsIds: string[], mutations: number): Promise<Timed>;
  /** BENCH_PROFILE only (store-diagnostics.ts): milliseconds per layer. */
  queryLayers(q: LocalQuery): Promise<Record<string, number>>;
  pullLayers(): Promise<Record<string, number>>;
}

/** The baseline side, in a worker of its own: plain Dexie and plain fetch. */
export interface PlainBench {
  openQueryStore(): Promise<number>;
  query(q: LocalQuery): Promise<Timed<string[]>>;
  closeQueryStore(): Promise<void>;
  /** The pull's documents, fetched once outside the timing: the count and the milliseconds the 20 pages took. */
  fetchPullDocuments(): Promise<Timed<number>>;
  bulkPut(): Promise<Timed<number>>;
  sendSequentially(session: BenchSession, goodsIds: string[], mutations: number): Promise<Timed>;
}

export interface BenchWindow {
  __bench: { store: Comlink.Remote<StoreBench>; plain: Comlink.Remote<PlainBench> };
}

export const cartArgsAt = (goodsIds: string[], i: number) => ({ goodsId: goodsIds[i % goodsIds.length]!, num: 1 });
