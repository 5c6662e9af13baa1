import type { ApiClient } from '../api/client';
import type { CategoryNode } from '../contract/entities/category';
import { categoryTree, goodsDetail, homePageInfo, pullGoods } from '../contract/goods';
import { cartList } from '../contract/cart';
import type { StarqDatabase } from '../db/database';
import type { CategoryDoc } from '../db/collections/categories';
import { cacheKey } from '../db/collections/cache';
import { applyPulledCart } from './cart-store';

const GOODS_CHECKPOINT = 'checkpoint:goods';
const PULL_BATCH = 500;

async function writeCache(db: StarqDatabase, key: string, value: unknown): Promise<void> {
  await db.cache.upsert({ key, json: JSON.stringify(value), updatedAt: Date.now() });
}

/**
 * Pulls goods changed since the stored checkpoint, batch by batch. The
 * checkpoint (host time + id) is saved only after its batch is written, so a
 * pull never passes data it did not apply (RELIABILITY 5, 7).
 */
export async function pullAllGoods(db: StarqDatabase, api: ApiClient, batch = PULL_BATCH): Promise<number> {
  let pulled = 0;
  for (;;) {
    const saved = await db.kv.findOne(GOODS_CHECKPOINT).exec();
    const checkpoint = saved ? (JSON.parse(saved.value) as { updatedAt: number; goodsId: string }) : { updatedAt: 0, goodsId: '' };
    const page = await api.call(pullGoods, { ...checkpoint, limit: batch });
    if (page.documents.length) await db.goods.bulkUpsert(page.documents);
    pulled += page.documents.length;
    if (!page.checkpoint) return pulled;
    await db.kv.upsert({ key: GOODS_CHECKPOINT, value: JSON.stringify(page.checkpoint) });
    if (page.documents.length < batch) return pulled;
  }
}

function flatten(nodes: CategoryNode[], into: CategoryDoc[] = []): CategoryDoc[] {
  for (const node of nodes) {
    into.push({ id: node.id, classPid: node.classPid, classNames: node.classNames, cover: node.cover, level: node.level, position: into.length });
    flatten(node.classList, into);
  }
  return into;
}

export async function pullCategories(db: StarqDatabase, api: ApiClient): Promise<void> {
  const docs = flatten(await api.call(categoryTree, {}));
  const keep = new Set(docs.map((d) => d.id));
  const stale = (await db.categories.find().exec()).filter((d) => !keep.has(d.id)).map((d) => d.id);
  if (stale.length) await db.categories.bulkRemove(stale);
  await db.categories.bulkUpsert(docs);
}

/** The home page info's best sellers go to the goods store, so the home list is current before the full pull ends. */
export async function pullHome(db: StarqDatabase, api: ApiClient): Promise<void> {
  const home = await api.call(homePageInfo, { pageNum: 1, pageSize: 20 });
  await db.goods.bulkUpsert(home.goodsList);
}

export async function pullGoodsDetail(db: StarqDatabase, api: ApiClient, goodsId: string): Promise<void> {
  const detail = await api.call(goodsDetail, { goodsId });
  const { goodsImgs: _imgs, goodsVideo: _video, goodsDesc: _desc, originalPrice: _original, ...card } = detail;
  await db.goods.upsert(card);
  await writeCache(db, cacheKey(goodsDetail.name, { goodsId }), detail);
}

/** Skipped while changes are queued, and dropped if a change was confirmed meanwhile: their own answers bring the cart. */
export async function pullCart(db: StarqDatabase, api: ApiClient, userId: string): Promise<void> {
  await applyPulledCart(db, userId, () => api.call(cartList, {}));
}
