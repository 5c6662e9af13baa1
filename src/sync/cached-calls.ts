import type { ApiClient } from '../api/client';
import { ALL_CALLS, findCall } from '../contract/calls';
import { GoodsSchema, type Goods } from '../contract/entities/goods';
import type { StarqDatabase } from '../db/database';
import { cacheKey } from '../db/collections/cache';
import { goodsUsedAt } from '../db/collections/goods';
import { confirmWrites, readGeneration, writePulled, type WriteScope } from './write-generations';

function goodsIn(value: unknown): Goods[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const parsed = GoodsSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Goods cards anywhere in an answer (itself, top level or one object deep) also land in the goods store. */
export function harvestGoods(data: unknown): Goods[] {
  if (Array.isArray(data)) return goodsIn(data);
  if (data && typeof data === 'object') return [...goodsIn([data]), ...Object.values(data).flatMap(goodsIn)];
  return [];
}

/**
 * The generic read cache (ARCHITECTURE: screens without a typed collection
 * keep their last answer, keyed by call and parameters, and show it offline).
 */
export async function refreshCachedCall(db: StarqDatabase, api: ApiClient, name: string, params: Record<string, unknown>, now = Date.now()): Promise<void> {
  const call = findCall(name);
  if (!call || call.mutating) throw new Error(`not a cacheable read call: ${name}`);
  await pullCachedAnswer(db, cacheKey(name, params), async () => {
    const data = await api.call(call, params as never);
    const goods = harvestGoods(data);
    if (goods.length) await db.goods.bulkUpsert(goodsUsedAt(goods, now));
    return data ?? null;
  });
}

/** The cache is the device's, not a user's (clearUserScopedCache keeps it to one): its generations have no user. */
const CACHE_GENERATIONS = '';
/**
 * One generation per call: a change confirmed into its answers makes every read of that call in flight read again,
 * whether or not the device held an answer yet (a comment sent while the first read of its list is on its way).
 */
const callScope = (keyOrPrefix: string): WriteScope => `cache:${keyOrPrefix.slice(0, keyOrPrefix.indexOf(':'))}`;
const READ_CALL_NAMES = ALL_CALLS.filter((call) => !call.mutating).map((call) => call.name);
/** A prefix names one call (`dynamic.msgs:`) or every call of a family (`chat.`). */
const scopesOf = (prefix: string): WriteScope[] => (prefix.endsWith(':')
  ? [callScope(prefix)]
  : READ_CALL_NAMES.filter((name) => name.startsWith(prefix)).map((name) => callScope(`${name}:`)));
/** Moved when the device changes hands: every read in flight then reads again, for the new user. */
const OWNER_SCOPE: WriteScope = 'cache:*';
const READS_PER_PULL = 3;

/**
 * Reads an answer and keeps it under `key`, unless a change was confirmed into its call's answers while the read was
 * in flight: then it reads again (see callScope), so a slow read never puts back what the device's own change replaced (RELIABILITY 5).
 * After READS_PER_PULL such reads the store keeps its copy, which is newer than each of them.
 */
export async function pullCachedAnswer(db: StarqDatabase, key: string, read: () => Promise<unknown>): Promise<void> {
  const scope = callScope(key);
  for (let attempt = 1; attempt <= READS_PER_PULL; attempt += 1) {
    const [generation, owners] = await Promise.all([readGeneration(db, scope, CACHE_GENERATIONS), readGeneration(db, OWNER_SCOPE, CACHE_GENERATIONS)]);
    const value = await read();
    const sameOwner = async () => (await readGeneration(db, OWNER_SCOPE, CACHE_GENERATIONS)) === owners;
    const kept = await writePulled(db, scope, CACHE_GENERATIONS, generation, async () => {
      await db.cache.upsert({ key, json: JSON.stringify(value), updatedAt: Date.now() });
    }, sameOwner);
    if (kept) return;
  }
}

/** A confirmed change's answer, kept as the last answer under `key` (what the screen shows offline). */
export function writeCache(db: StarqDatabase, key: string, value: unknown): Promise<void> {
  return updateCachedAnswer(db, key, () => value);
}

/**
 * A confirmed change applied to the answer under `key` (null when there is none), read and written in one step
 * against reads in flight. `update` answers the value to keep, or the same value to leave it as it is; either way the
 * change is confirmed, and reads of the call in flight read again.
 */
export function updateCachedAnswer(db: StarqDatabase, key: string, update: (value: unknown) => unknown): Promise<void> {
  return confirmWrites(db, CACHE_GENERATIONS, async () => {
    const doc = await db.cache.findOne(key).exec();
    const value = doc ? (JSON.parse(doc.json) as unknown) : null;
    const next = update(value);
    if (next !== value) await db.cache.upsert({ key, json: JSON.stringify(next), updatedAt: Date.now() });
    return [callScope(key)];
  });
}

/**
 * A confirmed change applied to every cached answer whose key starts with one of `prefixes` (a list page, a detail).
 * `rewrite` answers the same value to leave an answer alone; a rewritten answer keeps its age, being still the host's
 * answer with the change on top.
 */
export function rewriteCachedAnswers(db: StarqDatabase, prefixes: string[], rewrite: (value: unknown, key: string) => unknown): Promise<void> {
  const pattern = `^(${prefixes.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`;
  return confirmWrites(db, CACHE_GENERATIONS, async () => {
    for (const doc of await db.cache.find({ selector: { key: { $regex: pattern } } }).exec()) {
      const value = JSON.parse(doc.json) as unknown;
      const next = rewrite(value, doc.key);
      if (next !== value) await db.cache.upsert({ key: doc.key, json: JSON.stringify(next), updatedAt: doc.updatedAt });
    }
    return prefixes.flatMap(scopesOf);
  });
}

/** A confirmed change that ends an answer (an order the host no longer has). */
export function removeCachedAnswer(db: StarqDatabase, key: string): Promise<void> {
  return confirmWrites(db, CACHE_GENERATIONS, async () => {
    await (await db.cache.findOne(key).exec())?.remove();
    return [callScope(key)];
  });
}

const CACHE_OWNER = 'cache:owner';

/**
 * A different user (or none) on this device must not see the last user's answers; the same user coming back (a
 * reload, offline) keeps them. Only answers that are the same for every caller stay (those a host may share,
 * sharedCacheMs): any other answer, a visitor's call too, may hold whom the last user follows, what they voted or
 * bought. A visitor's answers hold nobody's: logging in keeps them (browsed offline before, still shown after).
 * Reads still on their way for the last user are read again for the new one (OWNER_SCOPE moves).
 */
export async function clearUserScopedCache(db: StarqDatabase, userId: string | null): Promise<void> {
  const owner = (await db.kv.findOne(CACHE_OWNER).exec())?.value ?? '';
  if (owner === (userId ?? '')) return;
  await db.kv.upsert({ key: CACHE_OWNER, value: userId ?? '' });
  if (owner === '') return;
  await confirmWrites(db, CACHE_GENERATIONS, async () => {
    const docs = await db.cache.find().exec();
    const personal = docs.filter((doc) => !findCall(doc.key.slice(0, doc.key.indexOf(':')))?.sharedCacheMs);
    if (personal.length) await db.cache.bulkRemove(personal.map((d) => d.key));
    return [OWNER_SCOPE];
  });
}
