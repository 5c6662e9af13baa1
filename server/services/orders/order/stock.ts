import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/open';
import { goods, orderLines, orders } from '../../../db/schema';

/**
 * The guarded decrement (RELIABILITY 14): one UPDATE per line that only
 * succeeds while enough stock is left, so concurrent orders can never take
 * stock below zero. Lines go in goodsId order so two orders never deadlock.
 * Answers the first line it could not take, or null when all were taken.
 */
export async function takeStock(db: Db, lines: { goodsId: string; num: number }[], now: number): Promise<string | null> {
  for (const line of [...lines].sort((a, b) => a.goodsId.localeCompare(b.goodsId))) {
    const taken = await db.update(goods)
      .set({ stock: sql`${goods.stock} - ${line.num}`, sales: sql`${goods.sales} + ${line.num}`, updatedAt: now })
      .where(sql`${goods.id} = ${line.goodsId} and ${goods.stock} >= ${line.num} and ${goods.onShelf}`)
      .returning({ id: goods.id });
    if (taken.length === 0) return line.goodsId;
  }
  return null;
}

/** Gives an order's stock back once: the flag flips in the same statement that claims it. */
export async function releaseStock(db: Db, orderId: string, now: number): Promise<void> {
  const claimed = await db.update(orders).set({ stockReleased: true, updatedAt: now })
    .where(sql`${orders.id} = ${orderId} and not ${orders.stockReleased}`).returning({ id: orders.id });
  if (claimed.length === 0) return;
  const lines = await db.select({ goodsId: orderLines.goodsId, num: orderLines.num }).from(orderLines).where(eq(orderLines.orderId, orderId));
  for (const line of [...lines].sort((a, b) => a.goodsId.localeCompare(b.goodsId))) {
    await db.update(goods)
      .set({ stock: sql`${goods.stock} + ${line.num}`, sales: sql`greatest(${goods.sales} - ${line.num}, 0)`, updatedAt: now })
      .where(eq(goods.id, line.goodsId));
  }
}
