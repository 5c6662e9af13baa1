import type { StarqDatabase } from '../db/database';
import { findCall } from '../contract/calls';
import { goodsDetail } from '../contract/catalogue/goods';
import { cacheKey } from '../db/collections/cache';

/**
 * What the device keeps of the catalogue (docs/decisions/003, the working set): the goods its user's screens read and
 * the list pages they read them in, never the whole catalogue. Set here and nowhere else.
 */
export interface WorkingSetBudget { goodsCards: number; catalogueAnswerBytes: number; pinnedFootprints: number }

export const WORKING_SET: WorkingSetBudget = {
  /** Goods cards held; past it the least recently used go, pinned ones never. */
  goodsCards: 5_000,
  /** Bytes of stored answers of the calls a visitor may make (list pages, goods details, shop pages); past it the oldest go. */
  catalogueAnswerBytes: 16 * 1024 * 1024,
  /** The newest browse footprints whose goods stay. */
  pinnedFootprints: 200,
};

export interface Trimmed { goods: number; answers: number }

const GOODS_KEYS = new Set(['goodsId', 'goodsIds']);
const GOODS_MARKS = ['mark.collect', 'mark.buy'];
const FOOTPRINT = 'mark.browse';

/** Every goodsId (or goodsIds) anywhere in a document: cart lines, orders' lines, queued changes, drafts. */
function collectGoodsIds(value: unknown, into: Set<string>, key = ''): void {
  if (typeof value === 'string') {
    if (GOODS_KEYS.has(key) && value) into.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) collectGoodsIds(item, into, key);
  } else if (value && typeof value === 'object') {
    for (const [name, inner] of Object.entries(value)) collectGoodsIds(inner, into, name);
  }
}

/**
 * Goods the device must keep whatever the budget: in a cart, collected, bought, in a pending change, in an order, in a
 * draft, among the newest footprints. Each source is the device's own users' (small, never the catalogue).
 */
export async function pinnedGoodsIds(db: StarqDatabase): Promise<Set<string>> {
  const pinned = new Set<string>();
  const [cart, orders, outbox, drafts, marks] = await Promise.all([
    db.cart.find().exec(),
    db.orders.find().exec(),
    db.outbox.find().exec(),
    db.drafts.find().exec(),
    db.records.find({ selector: { kind: { $in: [...GOODS_MARKS, FOOTPRINT] } } }).exec(),
  ]);
  for (const doc of [...cart, ...orders, ...outbox, ...drafts]) collectGoodsIds(doc.toJSON(), pinned);
  const footprints = marks.filter((mark) => mark.kind === FOOTPRINT).sort((a, b) => b.sortNum - a.sortNum);
  for (const mark of marks) if (mark.kind !== FOOTPRINT) pinned.add(mark.recordId);
  for (const mark of footprints.slice(0, WORKING_SET.pinnedFootprints)) pinned.add(mark.recordId);
  return pinned;
}

/** The least recently used goods past the budget go, pinned ones never; catalogue answers past their bytes go oldest first. */
export async function trimWorkingSet(db: StarqDatabase, budget: WorkingSetBudget = WORKING_SET): Promise<Trimmed> {
  let pins: Promise<Set<string>> | undefined;
  // Read once per trim, and only when something is past its budget.
  const pinnedNow = () => (pins ??= pinnedGoodsIds(db));
  const held = await db.goods.count().exec();
  const answers = await trimCatalogueAnswers(db, budget, pinnedNow);
  if (held <= budget.goodsCards) return { goods: 0, answers };
  const pinned = await pinnedNow();
  const excess = held - budget.goodsCards;
  const oldest = await db.goods.find({ sort: [{ usedAt: 'asc' }], limit: excess + pinned.size }).exec();
  const gone = oldest.map((doc) => doc.goodsId).filter((id) => !pinned.has(id)).slice(0, excess);
  if (gone.length) {
    await db.goods.bulkRemove(gone);
    // Removed documents stay as tombstones until cleaned: the space comes back only once they are.
    await db.goods.cleanup(0);
  }
  return { goods: gone.length, answers };
}

/** Answers of calls a visitor may make are the catalogue's (pages, details, shops); a user's own answers stay. */
const isCatalogueAnswer = (key: string) => findCall(key.slice(0, key.indexOf(':')))?.role === 'visitor';

async function trimCatalogueAnswers(db: StarqDatabase, budget: WorkingSetBudget, pinnedNow: () => Promise<Set<string>>): Promise<number> {
  const docs = await db.cache.find().exec();
  const answers = docs.filter((doc) => isCatalogueAnswer(doc.key)).sort((a, b) => b.updatedAt - a.updatedAt);
  let bytes = 0;
  let pinned: Set<string> | undefined;
  const gone: string[] = [];
  for (const doc of answers) {
    // UTF-16 in memory, about what IndexedDB keeps of a string.
    bytes += doc.json.length * 2;
    if (bytes <= budget.catalogueAnswerBytes) continue;
    pinned ??= new Set([...(await pinnedNow())].map((goodsId) => cacheKey(goodsDetail.name, { goodsId })));
    if (!pinned.has(doc.key)) gone.push(doc.key);
  }
  if (gone.length) {
    await db.cache.bulkRemove(gone);
    await db.cache.cleanup(0);
  }
  return gone.length;
}

/** A trim reads every stored answer: after a burst of screens, once, not after each of them. */
const TRIM_GAP_MS = 30_000;

/**
 * Runs the trim in the worker after screens' reads wrote goods, never on a screen's path: at most one at a time and
 * one per TRIM_GAP_MS (the first at once: a device that held a whole catalogue trims at its first start after the
 * update). Failures are left for the next run (a full store is said elsewhere, RELIABILITY 11).
 */
export function createWorkingSetTrimmer(db: StarqDatabase, now: () => number, budget: WorkingSetBudget = WORKING_SET) {
  let running: Promise<unknown> | null = null;
  let lastRun = -Infinity;
  return {
    request(): Promise<unknown> {
      if (running || now() - lastRun < TRIM_GAP_MS) return running ?? Promise.resolve();
      lastRun = now();
      running = trimWorkingSet(db, budget).catch(() => undefined).finally(() => { running = null; });
      return running;
    },
  };
}
