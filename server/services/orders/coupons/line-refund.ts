import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/open';
import { orderLines } from '../../../db/schema';
import { notFound } from '../../../http/app-error';

/** What is left to refund of one line: what it cost (price × number less its coupons' share) less what was refunded. */
export async function lineRefundable(db: Db, orderId: string, lineId: number): Promise<number> {
  const [line] = await db.select().from(orderLines).where(and(eq(orderLines.id, lineId), eq(orderLines.orderId, orderId)));
  if (!line) throw notFound('订单商品');
  return line.price * line.num - line.discount - line.refunded;
}

/** Counts a line's refund, guarded so a line never gives back more than it cost; answers whether it fitted. */
export async function refundLine(db: Db, lineId: number, amount: number): Promise<boolean> {
  const moved = await db.update(orderLines).set({ refunded: sql`${orderLines.refunded} + ${amount}` })
    .where(and(eq(orderLines.id, lineId), sql`${orderLines.refunded} + ${amount} <= ${orderLines.price} * ${orderLines.num} - ${orderLines.discount}`))
    .returning({ id: orderLines.id });
  return moved.length === 1;
}
