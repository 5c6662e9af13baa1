import { and, eq, sql, type SQL } from 'drizzle-orm';
import { PAY_TIMEOUT_MS } from '../../../../src/domain/checkout';
import type { Db } from '../../../db/open';
import { orders } from '../../../db/schema';
import { enqueueJobsFrom } from '../../../jobs/queue';
import { releaseStock } from './stock';
import { giveBackCoupons } from '../coupons/give-back';

export const AUTO_CANCEL_REASON = `超过${PAY_TIMEOUT_MS / 60_000}分钟未支付，系统自动取消`;
export const ORDER_PAY_DEADLINE_JOB = 'order.payDeadline';

/** The pay deadline job of each order `where` picks: keyed by the order's id, due at its pay deadline. */
function payDeadlineJobsOf(where: SQL): SQL {
  return sql`select ${orders.id} as key, ${orders.payDeadline} as run_at, jsonb_build_object('orderId', ${orders.id}) as payload
    from ${orders} where ${where}`;
}

/** Queued in the transaction that creates an unpaid order: its cancellation at the pay deadline (docs/decisions/023). */
export async function enqueuePayDeadline(db: Db, orderId: string, now: number): Promise<void> {
  await enqueueJobsFrom(db, ORDER_PAY_DEADLINE_JOB, payDeadlineJobsOf(eq(orders.id, orderId)), now);
}

/**
 * Cancels one order still unpaid past its deadline and gives its stock back. The guarded UPDATE (UNPAID and past the
 * deadline) races a payment, whose UPDATE is guarded the other way (UNPAID and before the deadline): exactly one wins.
 * Answers whether it cancelled.
 */
export async function cancelIfUnpaid(db: Db, orderId: string, now: number): Promise<boolean> {
  const cancelled = await db.update(orders)
    .set({ status: 'CANCELLED', cancelReason: AUTO_CANCEL_REASON, cancelledBy: 'timeout', cancelledAt: now, updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'UNPAID'), sql`${orders.payDeadline} <= ${now}`))
    .returning({ id: orders.id });
  if (cancelled.length === 0) return false;
  await releaseStock(db, orderId, now);
  await giveBackCoupons(db, orderId, now);
  return true;
}

/** Job `order.payDeadline`. */
export async function runPayDeadlineJob(db: Db, payload: Record<string, unknown>, now: number): Promise<void> {
  if (typeof payload.orderId === 'string') await cancelIfUnpaid(db, payload.orderId, now);
}

/**
 * At start-up: unpaid orders from before deadlines were jobs (or a database restored without its jobs) get theirs.
 * A job is queued once per kind and key, so every process may run it at every start.
 */
export async function backfillPayDeadlineJobs(db: Db, now: number): Promise<number> {
  // One statement, not a job per round trip: a database restored without its jobs may hold many unpaid orders.
  return enqueueJobsFrom(db, ORDER_PAY_DEADLINE_JOB, payDeadlineJobsOf(eq(orders.status, 'UNPAID')), now);
}
