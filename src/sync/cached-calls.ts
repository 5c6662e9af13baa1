import type { ApiClient } from '../api/client';
import { findCall } from '../contract/calls';
import { GoodsSchema, type Goods } from '../contract/entities/goods';
import type { StarqDatabase } from '../db/database';
import { cacheKey } from '../db/collections/cache';

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
export async function refreshCachedCall(db: StarqDatabase, api: ApiClient, name: string, params: Record<string, unknown>): Promise<void> {
  const call = findCall(name);
  if (!call || call.mutating) throw new Error(`not a cacheable read call: ${name}`);
  const data = await api.call(call, params as never);
  const goods = harvestGoods(data);
  if (goods.length) await db.goods.bulkUpsert(goods);
  await writeCache(db, cacheKey(name, params), data ?? null);
}

/** The last answer stored under a cache key: what screens that read the generic cache show offline. */
export async function writeCache(db: StarqDatabase, key: string, value: unknown): Promise<void> {
  await db.cache.upsert({ key, json: JSON.stringify(value), updatedAt: Date.now() });
}

const CACHE_OWNER = 'cache:owner';

/**
 * A different user (or none) on this device must not see the last user's
 * answers; the same user coming back (a reload, offline) keeps them.
 */
export async function clearUserScopedCache(db: StarqDatabase, userId: string | null): Promise<void> {
  const owner = (await db.kv.findOne(CACHE_OWNER).exec())?.value ?? '';
  if (owner === (userId ?? '')) return;
  await db.kv.upsert({ key: CACHE_OWNER, value: userId ?? '' });
  const docs = await db.cache.find().exec();
  const userScoped = docs.filter((doc) => {
    const call = findCall(doc.key.slice(0, doc.key.indexOf(':')));
    return call !== undefined && call.role !== 'visitor';
  });
  if (userScoped.length) await db.cache.bulkRemove(userScoped.map((d) => d.key));
}
