import type { ApiClient } from '../api/client';
import type { CategoryNode } from '../contract/entities/category';
import { GoodsSchema } from '../contract/entities/goods';
import { categoryTree, goodsDetail, homePageInfo } from '../contract/catalogue/goods';
import { cartList } from '../contract/orders/cart';
import type { StarqDatabase } from '../db/database';
import type { CategoryDoc } from '../db/collections/categories';
import { cacheKey } from '../db/collections/cache';
import { goodsUsedAt } from '../db/collections/goods';
import { applyPulledCart } from './cart-store';
import { pullCachedAnswer } from './cached-calls';

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

/** The home page info's best sellers go to the goods store: the home's first cards. */
export async function pullHome(db: StarqDatabase, api: ApiClient, now: number): Promise<void> {
  const home = await api.call(homePageInfo, { pageNum: 1, pageSize: 20 });
  await db.goods.bulkUpsert(goodsUsedAt(home.goodsList, now));
}

export async function pullGoodsDetail(db: StarqDatabase, api: ApiClient, goodsId: string, now: number): Promise<void> {
  await pullCachedAnswer(db, cacheKey(goodsDetail.name, { goodsId }), async () => {
    const detail = await api.call(goodsDetail, { goodsId });
    // The card is the detail's goods fields (the schema drops the pictures, video, text and specifications).
    await db.goods.upsert({ ...GoodsSchema.parse(detail), usedAt: now });
    return detail;
  });
}

/** Skipped while changes are queued, and dropped if a change was confirmed meanwhile: their own answers bring the cart. */
export async function pullCart(db: StarqDatabase, api: ApiClient, userId: string): Promise<void> {
  await applyPulledCart(db, userId, () => api.call(cartList, {}));
}
