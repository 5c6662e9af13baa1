import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { isAfterSalesFinal } from '../../../../src/domain/after-sales';
import type { Db } from '../../../db/open';
import { afterSales, orders } from '../../../db/schema';
import { settleOrder } from '../../../ledger/settlement';

/** A virtual order takes no address: the snapshot it keeps is empty (the order detail shows none). */
export const NO_ADDRESS = { name: '', phone: '', regionName: '', detail: '' };

/**
 * Virtual goods are issued in the paying transaction (a collectible is minted by its paid hook, a metaverse parcel is
 * the buyer's by the order itself), so their order is complete there and then: 已完成, never 待发货, and settled like
 * an order whose receipt was confirmed. The pay paths call it in the paying transaction, after the paid hooks (the
 * mint) and once the money is in escrow (settlement takes it from there).
 */
export async function completeIssuedVirtualOrders(db: Db, orderIds: string[], now: number): Promise<string[]> {
  const done = await db.update(orders).set({ status: 'COMPLETED', completedAt: now, updatedAt: now })
    .where(and(inArray(orders.id, orderIds), eq(orders.virtual, true), eq(orders.status, 'UNDELIVERED')))
    .returning({ id: orders.id });
  for (const { id } of done) await settleOrder(db, id, now);
  return done.map((d) => d.id);
}

/**
 * Once, at start: virtual orders paid before issue 34 sat at 待发货 (or were shipped) although their goods were
 * issued when paid. Each is completed and settled in its own transaction, as if it had been completed when paid; one
 * with an after-sales request still open is left to that request (a later start completes it). A migration cannot do
 * this: completing settles through the ledger. Answers how many it completed.
 */
export async function completeStuckVirtualOrders(db: Db, now: number): Promise<number> {
  const stuck = await db.select({ id: orders.id }).from(orders)
    .where(and(eq(orders.virtual, true), inArray(orders.status, ['UNDELIVERED', 'DELIVERED']), isNotNull(orders.payNo)));
  let completed = 0;
  for (const { id } of stuck) {
    completed += await db.transaction(async (tx) => {
      const requests = await tx.select({ status: afterSales.status }).from(afterSales).where(eq(afterSales.orderId, id));
      if (requests.some((r) => !isAfterSalesFinal(r.status))) return 0;
      const moved = await tx.update(orders).set({ status: 'COMPLETED', completedAt: now, updatedAt: now })
        .where(and(eq(orders.id, id), inArray(orders.status, ['UNDELIVERED', 'DELIVERED']))).returning({ id: orders.id });
      if (moved.length) await settleOrder(tx, id, now);
      return moved.length;
    });
  }
  return completed;
}
