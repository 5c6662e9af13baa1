import type { ApiClient } from '../api/client';
import type { CategoryNode } from '../contract/entities/category';
import type { Goods } from '../contract/entities/goods';
import { categoryTree, goodsDetail, homePageInfo, pullGoods } from '../contract/catalogue/goods';
import { cartList } from '../contract/orders/cart';
import type { StarqDatabase } from '../db/database';
import type { CategoryDoc } from '../db/collections/categories';
import { cacheKey } from '../db/collections/cache';
import { applyPulledCart } from './cart-store';
import { pullCachedAnswer } from './cached-calls';

const GOODS_CHECKPOINT = 'checkpoint:goods';
/** The contract allows 2,000 a page; larger pages mean fewer round trips and store transactions (docs/performance.md, pull). */
const PULL_BATCH = 2000;

async function readGoodsCheckpoint(db: StarqDatabase): Promise<{ updatedAt: number; goodsId: string }> {
  const saved = await db.kv.findOne(GOODS_CHECKPOINT).exec();
  return saved ? (JSON.parse(saved.value) as { updatedAt: number; goodsId: string }) : { updatedAt: 0, goodsId: '' };
}

/**
 * Writes one pulled page (host wins over the stored copy). bulkUpsert reports a document it could not write in its
 * answer instead of throwing: such a page fails the pull before its checkpoint is saved (RELIABILITY 5, 7).
 */
async function writeGoodsPage(db: StarqDatabase, documents: Goods[]): Promise<void> {
  const [refused] = (await db.goods.bulkUpsert(documents)).error;
  if (refused) throw new Error(`goods ${refused.documentId} not stored (status ${refused.status})`);
}

/**
 * Pulls goods changed since the stored checkpoint, page by page. The next
 * page is fetched while this one is written (the network and the store work
 * at once), and a page's checkpoint is saved only after the page is written,
 * so a pull never passes data it did not apply (RELIABILITY 5, 7).
 */
export async function pullAllGoods(db: StarqDatabase, api: ApiClient, batch = PULL_BATCH): Promise<number> {
  let pulled = 0;
  let next = api.call(pullGoods, { ...(await readGoodsCheckpoint(db)), limit: batch });
  for (;;) {
    const page = await next;
    const more = page.checkpoint !== null && page.documents.length === batch;
    if (more) next = api.call(pullGoods, { ...page.checkpoint!, limit: batch });
    // A prefetch that fails while this page is written is reported by the next await, not as an unhandled rejection.
    if (more) next.catch(() => undefined);
    if (page.documents.length) await writeGoodsPage(db, page.documents);
    pulled += page.documents.length;
    if (page.checkpoint) await db.kv.upsert({ key: GOODS_CHECKPOINT, value: JSON.stringify(page.checkpoint) });
    if (!more) return pulled;
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
  await pullCachedAnswer(db, cacheKey(goodsDetail.name, { goodsId }), async () => {
    const detail = await api.call(goodsDetail, { goodsId });
    const { goodsImgs: _imgs, goodsVideo: _video, goodsDesc: _desc, originalPrice: _original, ...card } = detail;
    await db.goods.upsert(card);
    return detail;
  });
}

/** Skipped while changes are queued, and dropped if a change was confirmed meanwhile: their own answers bring the cart. */
export async function pullCart(db: StarqDatabase, api: ApiClient, userId: string): Promise<void> {
  await applyPulledCart(db, userId, () => api.call(cartList, {}));
}
