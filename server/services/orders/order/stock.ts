import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/open';
import { goods, goodsSkus, orderLines, orders } from '../../../db/schema';

export interface StockLine {
  goodsId: string;
  /** The goods' default SKU (its own id) when absent: the kinds that sell one SKU (group buy, spell, auction …). */
  skuId?: string | undefined;
  num: number;
}

const skuOf = (line: StockLine) => line.skuId || line.goodsId;

/** Goods in id order, each goods' lines in SKU order: every taker and giver locks goods, then its SKUs, in this order. */
function inLockOrder<T extends StockLine>(lines: T[]): [string, T[]][] {
  const byGoods = new Map<string, T[]>();
  for (const line of lines) byGoods.set(line.goodsId, [...(byGoods.get(line.goodsId) ?? []), line]);
  return [...byGoods.entries()].sort(([a], [b]) => a.localeCompare(b))
    .map(([goodsId, ls]) => [goodsId, [...ls].sort((a, b) => skuOf(a).localeCompare(skuOf(b)))]);
}

/**
 * The guarded decrement (RELIABILITY 14), per SKU (decision 033): the goods row first (its card figures move by the
 * same amount, guarded too, so it locks the goods as a shop's edit does), then each SKU only while it is on sale with
 * enough stock. Concurrent orders can never take a SKU below zero; a refusal rolls the caller's transaction back.
 * Answers the first line it could not take, or null when all were taken.
 */
export async function takeStock<T extends StockLine>(db: Db, lines: T[], now: number): Promise<T | null> {
  for (const [goodsId, ofGoods] of inLockOrder(lines)) {
    const total = ofGoods.reduce((sum, l) => sum + l.num, 0);
    const goodsTaken = await db.update(goods)
      .set({ stock: sql`${goods.stock} - ${total}`, sales: sql`${goods.sales} + ${total}`, updatedAt: now })
      .where(sql`${goods.id} = ${goodsId} and ${goods.stock} >= ${total} and ${goods.onShelf}`)
      .returning({ id: goods.id });
    if (goodsTaken.length === 0) return ofGoods[0]!;
    for (const line of ofGoods) {
      const taken = await db.update(goodsSkus)
        .set({ stock: sql`${goodsSkus.stock} - ${line.num}`, sales: sql`${goodsSkus.sales} + ${line.num}`, updatedAt: now })
        .where(sql`${goodsSkus.id} = ${skuOf(line)} and ${goodsSkus.goodsId} = ${goodsId} and ${goodsSkus.stock} >= ${line.num} and ${goodsSkus.onSale}`)
        .returning({ id: goodsSkus.id });
      if (taken.length === 0) return line;
    }
  }
  return null;
}

/**
 * Gives an order's stock back once: the flag flips in the same statement that claims it. Each line goes back to its
 * SKU; the goods' card stock counts it only while that SKU is on sale (a removed SKU's stock is gone with it).
 */
export async function releaseStock(db: Db, orderId: string, now: number): Promise<void> {
  const claimed = await db.update(orders).set({ stockReleased: true, updatedAt: now })
    .where(sql`${orders.id} = ${orderId} and not ${orders.stockReleased}`).returning({ id: orders.id });
  if (claimed.length === 0) return;
  const lines = await db.select({ goodsId: orderLines.goodsId, skuId: orderLines.skuId, num: orderLines.num }).from(orderLines).where(eq(orderLines.orderId, orderId));
  for (const [goodsId, ofGoods] of inLockOrder(lines)) {
    await db.select({ id: goods.id }).from(goods).where(eq(goods.id, goodsId)).for('update');
    for (const line of ofGoods) {
      const [sku] = await db.update(goodsSkus)
        .set({ stock: sql`${goodsSkus.stock} + ${line.num}`, sales: sql`greatest(${goodsSkus.sales} - ${line.num}, 0)`, updatedAt: now })
        .where(sql`${goodsSkus.id} = ${skuOf(line)} and ${goodsSkus.goodsId} = ${goodsId}`)
        .returning({ onSale: goodsSkus.onSale });
      await db.update(goods)
        .set({ stock: sql`${goods.stock} + ${sku?.onSale ? line.num : 0}`, sales: sql`greatest(${goods.sales} - ${line.num}, 0)`, updatedAt: now })
        .where(eq(goods.id, goodsId));
    }
  }
}
