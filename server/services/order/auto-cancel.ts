import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { PAY_TIMEOUT_MS } from '../../../src/domain/checkout';
import type { Db } from '../../db/open';
import { orders } from '../../db/schema';
import { releaseStock } from './stock';

export const AUTO_CANCEL_REASON = `超过${PAY_TIMEOUT_MS / 60_000}分钟未支付，系统自动取消`;

/**
 * Cancels unpaid orders past their pay deadline and releases their stock.
 * The status change is a guarded UPDATE, so a sweep racing a payment or
 * another sweep cancels each order once. Runs periodically on the host and
 * lazily (for one user) whenever orders are read or paid.
 */
export async function cancelExpiredOrders(db: Db, now: number, userId?: string): Promise<number> {
  const due = await db.select({ id: orders.id }).from(orders)
    .where(and(eq(orders.status, 'UNPAID'), lte(orders.payDeadline, now), userId ? eq(orders.userId, userId) : undefined))
    .limit(500);
  if (due.length === 0) return 0;
  return db.transaction(async (tx) => {
    const cancelled = await tx.update(orders)
      .set({ status: 'CANCELLED', cancelReason: AUTO_CANCEL_REASON, cancelledBy: 'timeout', cancelledAt: now, updatedAt: now })
      .where(and(inArray(orders.id, due.map((d) => d.id)), eq(orders.status, 'UNPAID'), sql`${orders.payDeadline} <= ${now}`))
      .returning({ id: orders.id });
    for (const { id } of cancelled) await releaseStock(tx, id, now);
    return cancelled.length;
  });
}

/** The host's periodic sweep; answers a stop function. */
export function startAutoCancel(db: Db, now: () => number, everyMs = 60_000): () => void {
  const timer = setInterval(() => {
    cancelExpiredOrders(db, now()).catch((error: unknown) => console.error('[auto-cancel]', error));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
