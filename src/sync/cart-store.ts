import type { OrderGroup } from '../contract/entities/cart';
import type { StarqDatabase } from '../db/database';
import type { CartDoc } from '../db/collections/cart';
import { rememberShops } from './marks-store';

export function toCartDocs(userId: string, groups: OrderGroup[]): CartDoc[] {
  let position = 0;
  return groups.flatMap((group) => group.orderGoodsVoList.map((line) => ({
    ...line,
    id: `${userId}:${line.goodsId}`,
    userId,
    shopId: group.shopId,
    shopName: group.shopName,
    shopLogo: group.shopLogo,
    position: position++,
  })));
}

/** The host's answer replaces the user's confirmed cart (every cart call answers the whole cart). */
export async function replaceCart(db: StarqDatabase, userId: string, groups: OrderGroup[]): Promise<void> {
  const docs = toCartDocs(userId, groups);
  const keep = new Set(docs.map((d) => d.id));
  const existing = await db.cart.find({ selector: { userId } }).exec();
  const stale = existing.filter((d) => !keep.has(d.id)).map((d) => d.id);
  if (stale.length) await db.cart.bulkRemove(stale);
  if (docs.length) await db.cart.bulkUpsert(docs);
  const now = Date.now();
  await rememberShops(db, groups.map((g) => ({ shopId: g.shopId, shopName: g.shopName, shopCover: g.shopLogo, updatedAt: now })));
}
