import type { OrderGroup } from '../contract/entities/cart';
import type { StarqDatabase } from '../db/database';
import type { CartDoc } from '../db/collections/cart';
import { rememberShops } from './my-lists-store';
import { readGeneration, writeConfirmed, writePulled } from './write-generations';

export function toCartDocs(userId: string, groups: OrderGroup[]): CartDoc[] {
  let position = 0;
  return groups.flatMap((group) => group.orderGoodsVoList.map((line) => ({
    ...line,
    id: `${userId}:${line.skuId}`,
    userId,
    shopId: group.shopId,
    shopName: group.shopName,
    shopLogo: group.shopLogo,
    position: position++,
  })));
}

async function hasPendingEntries(db: StarqDatabase, userId: string): Promise<boolean> {
  return (await db.outbox.findOne({ selector: { userId, status: 'pending' } }).exec()) !== null;
}

/** A replayed change's answer: the newest confirmed cart, and a new generation that older reads cannot pass. */
export function confirmCart(db: StarqDatabase, userId: string, groups: OrderGroup[]): Promise<void> {
  return writeConfirmed(db, 'cart', userId, () => replaceCart(db, userId, groups));
}

/**
 * A cart read from the host, applied only if nothing was confirmed or queued since the read began:
 * an answer older than what the store holds never puts an old cart back (RELIABILITY 5).
 */
export async function applyPulledCart(
  db: StarqDatabase, userId: string, read: () => Promise<OrderGroup[]>,
): Promise<boolean> {
  const generation = await readGeneration(db, 'cart', userId);
  if (await hasPendingEntries(db, userId)) return false;
  const groups = await read();
  return writePulled(db, 'cart', userId, generation, () => replaceCart(db, userId, groups),
    async () => !(await hasPendingEntries(db, userId)));
}

/** The host's answer replaces the user's confirmed cart (every cart call answers the whole cart). */
async function replaceCart(db: StarqDatabase, userId: string, groups: OrderGroup[]): Promise<void> {
  const docs = toCartDocs(userId, groups);
  const keep = new Set(docs.map((d) => d.id));
  const existing = await db.cart.find({ selector: { userId } }).exec();
  const stale = existing.filter((d) => !keep.has(d.id)).map((d) => d.id);
  if (stale.length) await db.cart.bulkRemove(stale);
  if (docs.length) await db.cart.bulkUpsert(docs);
  const now = Date.now();
  await rememberShops(db, groups.map((g) => ({ shopId: g.shopId, shopName: g.shopName, shopCover: g.shopLogo, updatedAt: now })));
}
