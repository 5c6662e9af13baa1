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
  replay(session: BenchSession, goodsIds: string[], mutations: number): Promise<Timed>;
  /** The shop goods list figure: one owner's goods written as the shop goods pull writes them. */
  openShopGoods(userId: string): Promise<number>;
  /** The list screen's live query (shopGoodsView) to its first emission, its query cache emptied first. */
  shopGoodsList(userId: string, cached: boolean): Promise<Timed<string[]>>;
  closeShopGoods(): Promise<void>;
  /** BENCH_PROFILE only (store-diagnostics.ts): milliseconds per layer. */
  queryLayers(q: LocalQuery): Promise<Record<string, number>>;
  shopGoodsLayers(userId: string): Promise<Record<string, number>>;
}

/** The baseline side, in a worker of its own: plain Dexie and plain fetch. */
export interface PlainBench {
  openQueryStore(): Promise<number>;
  query(q: LocalQuery): Promise<Timed<string[]>>;
  closeQueryStore(): Promise<void>;
  sendSequentially(session: BenchSession, goodsIds: string[], mutations: number): Promise<Timed>;
  openShopGoods(userId: string): Promise<number>;
  shopGoodsList(userId: string): Promise<Timed<string[]>>;
  closeShopGoods(): Promise<void>;
  /** The draft save baseline: the draft document with the change applied, written with one table.put. */
  putDraft(userId: string, draftId: string, fields: Record<string, string>): Promise<void>;
}

/** One keystroke's save, as the goods form's flush sends it (src/routes/shop-goods/use-draft-form.ts). */
export interface Keystrokes {
  userId: string;
  draftId: string;
  count: number;
  /** Idle time between saves (the form saves at most every 500 ms; the bench does not wait that long). */
  gapMs: number;
}

/** On the page's main thread: the app's own sync worker behind the app's own handle, and the plain worker's put. */
export interface DraftBench {
  open(session: BenchSession): Promise<void>;
  /** Per keystroke: ms from the call to the draft written (`total`) and ms the call held the main thread (`sync`). */
  type(target: 'app' | 'dexie', k: Keystrokes): Promise<{ total: number[]; sync: number[] }>;
  close(): Promise<void>;
}

export interface BenchWindow {
  __bench: { store: Comlink.Remote<StoreBench>; plain: Comlink.Remote<PlainBench>; drafts: DraftBench };
}

/** The description typed one character at a time: keystroke i saves its first i characters. */
export const typedText = (i: number) => '手工拉坯景德镇陶瓷马克杯，釉下彩，容量350ml，可微波炉加热。'.repeat(10).slice(0, i);

export const cartArgsAt = (goodsIds: string[], i: number) => ({ goodsId: goodsIds[i % goodsIds.length]!, num: 1 });
